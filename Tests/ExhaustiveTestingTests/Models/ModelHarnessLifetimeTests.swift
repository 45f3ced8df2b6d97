import ExhaustiveTesting
import Foundation
import Observation
import Testing
import XCTest

@MainActor
@Observable
private final class Counter {
  var count = 0
}

/// Keeps a harness alive past the end of the test that made it, as a test case property does.
private final class HarnessKeeper: @unchecked Sendable {
  // Unchecked: written and read only on the main thread, by the test and its teardown.
  var harness: AnyObject?
}

final class ModelHarnessLifetimeTests: XCTestCase {
  func testAHarnessTheTestKeepsIsCheckedWhenTheTestEnds() {
    let keeper = HarnessKeeper()
    let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
      MainActor.assumeIsolated {
        let model = Counter()
        let harness = ModelHarness(model, line: 1)
        keeper.harness = harness
        harness.run {
          $0.count = 1
        } expecting: {
          $0.count = 1
        }
        model.count = 2
      }
    }
    expect(test.recordedFailures.map(\.line), [1])
    expect(
      test.recordedFailures.first?.message.hasPrefix(
        "The model changed after the last step, and no step asserted it: …"), true)
    // Reported once: releasing the harness later finds nothing new.
    let later = withExpectedFailures { keeper.harness = nil }
    expect(later, [])
  }
}

/// A Swift Testing suite keeps its harness as a property: the suite instance lives exactly as
/// long as its test, so the harness is released, and checked, inside that test.
@MainActor
@Suite(.serialized) final class SwiftTestingModelHarnessLifetimeTests {
  fileprivate let model = Counter()
  fileprivate let harness: ModelHarness<Counter>

  init() {
    harness = ModelHarness(model, line: 1)
  }

  @Test(.expectingModelChangesAtTheEnd(true))
  func aChangeAfterTheLastStepFailsWhenTheSuiteIsReleased() {
    harness.run {
      $0.count = 1
    } expecting: {
      $0.count = 1
    }
    model.count = 2
  }

  @Test(.expectingModelChangesAtTheEnd(false))
  func aFullyAssertedModelStaysSilent() {
    harness.run {
      $0.count = 1
    } expecting: {
      $0.count = 1
    }
  }
}

/// Captures the failures a test records, suite instance release included.
struct ExpectingModelChangesAtTheEnd: TestTrait, TestScoping {
  let fails: Bool

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // Nothing awaited after the function: the suite instance is released inside it, and its
    // harness's check must have run by the time it returns.
    let failures = try await withRecordedFailures { try await function() }
    if fails {
      #expect(failures.map(\.location.line) == [1])
      #expect(
        failures.first?.message.hasPrefix(
          "The model changed after the last step, and no step asserted it: …") == true)
    } else {
      #expect(failures.map(\.message) == [])
    }
  }
}

extension Trait where Self == ExpectingModelChangesAtTheEnd {
  static func expectingModelChangesAtTheEnd(_ fails: Bool) -> Self {
    ExpectingModelChangesAtTheEnd(fails: fails)
  }
}
