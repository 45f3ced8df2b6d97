import ExhaustiveTesting
import Observation
import StructuralDiff
import Testing
import XCTest

/// A view model written the usual way: state readable from outside, set only by the model.
@MainActor
@Observable
final class ProfileModel {
  private(set) var name = ""
  private(set) var isLoading = false
  private(set) var isRetrying = false
  private(set) var retries = 0
  private(set) var rows: [Row] = []
  private(set) var todos: [TodoModel] = []
  private(set) var detail: DetailModel?
  /// Computed: not state of its own.
  var title: String { name.isEmpty ? "Profile" : name }

  struct Row: Equatable {
    var text: String
    var isDone = false
  }

  func load(name: String) {
    self.name = name
    isLoading = false
  }

  func startLoading() { isLoading = true }
  func retry() {
    isRetrying = true
    retries += 1
  }
  func addRows(_ texts: [String]) { rows += texts.map { Row(text: $0) } }
  func toggleRow(_ index: Int) { rows[index].isDone.toggle() }
  func addTodo(_ title: String) { todos.append(TodoModel(title: title)) }
  func openDetail() { detail = DetailModel() }
}

@MainActor
@Observable
final class TodoModel {
  private(set) var title: String
  private(set) var isDone = false
  init(title: String) { self.title = title }
  func toggle() { isDone.toggle() }
}

@MainActor
@Observable
final class DetailModel {
  private(set) var title = "Untitled"
  func rename(_ title: String) { self.title = title }
}

final class ModelHarnessDescribingTests: XCTestCase {
  @MainActor func testPrivateSetPropertiesAreDescribedWithoutWritingTheModel() async {
    let model = ProfileModel()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run {
        $0.load(name: "Blob")
      } expecting: {
        $0.name = "Blob"
      }
      harness.run {
        $0.retry()
      } expecting: {
        // Two properties held `false` before the step: the right one is found.
        $0.isRetrying = true
        $0.retries += 1
      }
      harness.run {
        $0.retry()
      } expecting: {
        $0.expectChange(\.retries) { $0 == 2 }
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testAWrongValueForAPrivateSetPropertyFails() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(ProfileModel())
      harness.run {
        $0.startLoading()
      } expecting: {
        $0.isRetrying = true
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ProfileModel(
            name: "",
        −   isLoading: false,
        +   isLoading: true,
        −   isRetrying: true,
        +   isRetrying: false,
            retries: 0,
            rows: [],
            todos: [],
            detail: nil
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.isLoading = true
          }
        """
      ])
  }

  @MainActor func testChangesInsideValuesAndChildModels() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(ProfileModel())
      harness.run {
        $0.addRows(["a", "b"])
        $0.addTodo("Milk")
        $0.addTodo("Eggs")
        $0.openDetail()
      } expecting: {
        $0.rows = [.init(text: "a"), .init(text: "b")]
        $0.expectChange(\.todos) { $0.map(\.title) == ["Milk", "Eggs"] }
        $0.expectChange(\.detail) { $0 != nil }
      }
      harness.run {
        $0.toggleRow(1)
        $0.todos[1].toggle()
        $0.detail?.rename("Draft")
      } expecting: {
        $0.rows[1].isDone = true
        $0.todos[1].isDone = true
        $0.detail?.title = "Draft"
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testAnUndescribedChangeInAChildModelFails() async {
    let model = ProfileModel()
    model.addTodo("Milk")
    model.addTodo("Eggs")
    model.openDetail()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run {
        $0.todos[1].toggle()
        $0.detail?.rename("Draft")
      } expecting: {
        $0.todos[0].isDone = true
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          ProfileModel(
            name: "",
            isLoading: false,
            isRetrying: false,
            retries: 0,
            rows: [],
            todos: [
              TodoModel(
                title: "Milk",
        −       isDone: true
        +       isDone: false
              ),
              TodoModel(
                title: "Eggs",
        −       isDone: false
        +       isDone: true
              ),
            ],
            detail: DetailModel(
        −     title: "Untitled"
        +     title: "Draft"
            )
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.todos[1].isDone = true
            $0.detail?.title = "Draft"
          }
        """
      ])
  }

  @MainActor func testAComputedPropertyCannotBeDescribed() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(ProfileModel())
      harness.run {
        $0.load(name: "Blob")
      } expecting: {
        $0.name = "Blob"
        $0.title = "Blob"
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        \\ProfileModel.title is not a stored property of the model's state, so the \
        expecting closure cannot describe it. Describe the stored properties it is computed from.

        To accept the actual behaviour, write:

          expecting: {
            $0.name = "Blob"
          }
        """
      ])
  }
}

/// Stands for swift-dependencies' `@Dependency`: a wrapper whose storage holds the clock the
/// model sleeps on (its pending sleeps change as the model runs).
@propertyWrapper
private struct Dependency<Value> {
  private let value: Value
  init(_ value: Value) { self.value = value }
  var wrappedValue: Value { value }
}

/// A wrapper that stores its value.
@propertyWrapper
struct Clamped {
  var wrappedValue: Int {
    didSet { wrappedValue = min(wrappedValue, 10) }
  }
}

@MainActor
@Observable
final class TimerModel {
  private(set) var secondsLeft = 3
  @ObservationIgnored @Dependency fileprivate var clock: TestClock<Duration>
  @ObservationIgnored @Clamped(wrappedValue: 0) var limit
  @ObservationIgnored var timer: Task<Void, Never>?

  init(clock: TestClock<Duration>) {
    _clock = Dependency(clock)
  }

  func start() {
    timer = Task {
      while secondsLeft > 0 {
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        secondsLeft -= 1
      }
    }
  }
}

/// Holds a reference the dump cannot tell apart: the dump of `Handle` shows nothing.
final class Handle: CustomDumpStringConvertible {
  var customDumpDescription: String { "Handle" }
}

@MainActor
final class SessionModel {
  struct Connection: Equatable {
    var handle: Handle
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.handle === rhs.handle }
  }
  var connection = Connection(handle: Handle())
  var isOpen = false

  func reconnect() { connection = Connection(handle: Handle()) }
}

final class ModelHarnessStateTests: XCTestCase {
  /// `@ObservationIgnored` properties — a `@Dependency` clock, a wrapper's storage, a task —
  /// are not the model's state: a step that only moves the clock's sleepers changes nothing.
  @MainActor func testObservationIgnoredPropertiesAreLeftOut() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let clock = TestClock()
        let harness = ModelHarness(TimerModel(clock: clock))
        harness.run { $0.start() }
        harness.run { $0.limit = 5 }
        harness.run { _ in
          clock.advance(by: .seconds(1))
        } expecting: {
          $0.secondsLeft = 2
        }
        await harness.run { _ in
          await clock.run()
        } expecting: {
          $0.secondsLeft = 0
        }
      }
    }
    XCTAssertEqual(failures, [])
  }

  /// A difference the dump cannot show is named by the property that holds it.
  @MainActor func testValuesThatPrintTheSameNameTheProperty() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(SessionModel())
      harness.run { $0.reconnect() }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          SessionModel(
            // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
            connection: SessionModel.Connection(
              handle: Handle
            ),
            isOpen: false
          )

        (Expected: −, Actual: +)

        The property that differs but prints the same: connection. A property holding \
        something the model does not own (a dependency, a clock, a task) is not state: in an \
        @Observable class, mark it @ObservationIgnored.

        To accept the actual behaviour, write:

          expecting: {
            $0.expectChange(\\.connection)
          }
        """
      ])
  }
}

/// The same descriptions under Swift Testing: failures are the test's issues.
@Suite @MainActor struct SwiftTestingModelHarnessDescribingTests {
  @Test func privateSetPropertiesAndChildModelsAreDescribed() async {
    let harness = ModelHarness(ProfileModel())
    harness.run {
      $0.load(name: "Blob")
      $0.addTodo("Milk")
      $0.openDetail()
    } expecting: {
      $0.name = "Blob"
      $0.expectChange(\.todos) { $0.count == 1 }
      $0.expectChange(\.detail) { $0 != nil }
    }
    harness.run {
      $0.todos[0].toggle()
      $0.detail?.rename("Draft")
    } expecting: {
      $0.todos[0].isDone = true
      $0.detail?.title = "Draft"
    }
  }

  @Test func anUndescribedChangeInAChildModelIsAnIssue() async {
    let model = ProfileModel()
    model.openDetail()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run { $0.detail?.rename("Draft") }
    }
    #expect(
      failures == [
        """
        State change does not match expectation: …

          ProfileModel(
            name: "",
            isLoading: false,
            isRetrying: false,
            retries: 0,
            rows: [],
            todos: [],
            detail: DetailModel(
        −     title: "Untitled"
        +     title: "Draft"
            )
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.detail?.title = "Draft"
          }
        """
      ])
  }

  @Test func observationIgnoredWrappersAreLeftOut() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let clock = TestClock()
        let harness = ModelHarness(TimerModel(clock: clock))
        harness.run { $0.start() }
        harness.run {
          _ in
          clock.advance(by: .seconds(1))
        } expecting: {
          $0.secondsLeft -= 1
        }
        harness.run { $0.timer?.cancel() }
      }
    }
    #expect(failures == [])
  }
}
