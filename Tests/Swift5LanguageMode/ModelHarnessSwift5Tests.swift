import ExhaustiveTesting
import Observation
import XCTest

/// A view model in Swift 5 mode: `private(set)` state, a child model, a clock; its test
/// describes them through the harness, inside the scope and with the `await` pattern the docs
/// show.
@MainActor
@Observable
final class ProfileSwift5Model {
  private(set) var name = ""
  private(set) var rows: [RowSwift5Model] = []
  @ObservationIgnored let clock = TestClock()

  func load() async {
    try? await clock.sleep(for: .seconds(1))
    name = "Blob"
    rows = [RowSwift5Model()]
  }
}

@MainActor
@Observable
final class RowSwift5Model {
  private(set) var isDone = false
  func toggle() { isDone.toggle() }
}

final class ModelHarnessSwift5Tests: XCTestCase {
  @MainActor
  func testDescribingInSwift5Mode() async {
    let model = ProfileSwift5Model()
    await withMainSerialExecutor {
      let harness = ModelHarness(model)
      harness.run { model in
        Task { await model.load() }
      }
      harness.run { _ in
        model.clock.advance(by: .seconds(1))
      } expecting: {
        $0.name = "Blob"
        $0.expectChange(\.rows) { $0.count == 1 }
      }
      harness.run {
        $0.rows[0].toggle()
      } expecting: {
        $0.rows[0].isDone = true
      }
    }
  }
}
