import ExhaustiveUnsafe
import XCTest

/// One run of one XCTest test: the stores that must be checked when it ends.
///
/// XCTest keeps every test case instance alive until the whole run ends, so a store held in a
/// test case property (set in `setUp`, the most common shape of TCA-era suites) is never released
/// while its test runs. Its end-of-test checks therefore cannot wait for the store's `deinit`: the
/// scope runs them from a teardown block that the observer adds when the test starts, which XCTest
/// runs after `tearDown()` and the test's own teardown blocks, while failures still count.
package final class XCTestScope: Sendable {
  /// The test's name, e.g. `-[FeatureTests testSend]` on Apple platforms or
  /// `FeatureTests.testSend` on Linux.
  package let name: String
  private let state = Lock(State())

  init(name: String) {
    self.name = name
  }

  /// Whether the test is still running (its teardown has not finished).
  package var isRunning: Bool { state.withLock { !$0.ended } }

  /// Adds a store to check when the test ends; one that is released first checks itself.
  package func register(_ store: some EndOfTestChecking) {
    state.withLock { $0.stores.append(WeakStore(store)) }
  }

  /// Keeps `check` alive until the test ends, and runs it then, from the test's teardown; false
  /// when the test has already ended (the teardown has taken its list), so the caller must run
  /// the check itself.
  ///
  /// For a check whose owner is released on a thread that cannot run it now (a harness released
  /// off the main thread while the test runs there): the teardown runs it on the main thread,
  /// still inside the test.
  package func keepUntilEnd(_ check: some EndOfTestChecking) -> Bool {
    state.withLock { state in
      guard !state.ended else { return false }
      state.stores.append(WeakStore(keeping: check))
      return true
    }
  }

  /// Runs the end-of-test checks of every store the test created that is still alive, in the
  /// order they were created.
  func end() {
    let stores = state.withLock { state in
      state.ended = true
      defer { state.stores = [] }
      return state.stores
    }
    for store in stores {
      store.value?.runEndOfTestChecks(.testEnded(name))
    }
  }

  /// How many failures XCTest recorded in the test so far.
  package var failureCount: Int { state.withLock { $0.failures.count } }

  /// The failures XCTest recorded in the test, from the `start`th (counted from 0) on.
  package func failures(from start: Int) -> [ObservedFailure] {
    state.withLock { Array($0.failures.dropFirst(start)) }
  }

  /// Keeps a failure XCTest's observer heard of.
  package func noteFailure(_ failure: ObservedFailure) {
    state.withLock { $0.failures.append(failure) }
  }

  /// A failure XCTest recorded in the test, as its observer tells it: an exploring scope names
  /// the XCTest assertion that failed a schedule, which it cannot hold back
  /// (`ScheduleRunCapture`).
  package struct ObservedFailure: Sendable, Equatable {
    /// What XCTest said: `XCTAssertEqual failed: ("1") is not equal to ("2")`.
    package var description: String
    /// The file XCTest attributed it to, as the assertion passed it (`#filePath`, or `#fileID`
    /// where `#file` means that), if any.
    package var file: String?
    package var line: Int

    package init(description: String, file: String?, line: Int) {
      self.description = description
      self.file = file
      self.line = line
    }
  }

  private struct State {
    var stores: [WeakStore] = []
    var ended = false
    var failures: [ObservedFailure] = []
  }
}

/// A store checked when its test ends, without its generic parameters.
package protocol EndOfTestChecking: AnyObject {
  /// Reports what the test left unasserted: actions it did not receive, effects still running.
  /// Runs once per test; what the checks report is not reported again at release.
  func runEndOfTestChecks(_ reason: EndOfTestReason)
}

/// Why a store's end-of-test checks run.
package enum EndOfTestReason {
  /// The XCTest test that owns the store ended, with the store still alive.
  case testEnded(String)
  /// The store was released.
  case released
}

/// A weak reference to a store, kept by the scope of the test that created it (or a strong one
/// to a check handed over by ``XCTestScope/keepUntilEnd(_:)``).
private struct WeakStore: @unchecked Sendable {
  // Unchecked: the reference is only stored and read under the scope's lock, and the store it
  // points to is called only from the test's own teardown, on the thread that runs the test.
  weak var weakValue: (any EndOfTestChecking)?
  /// Set instead of `weakValue` by ``XCTestScope/keepUntilEnd(_:)``: a check nothing else keeps.
  var strongValue: (any EndOfTestChecking)?

  var value: (any EndOfTestChecking)? { strongValue ?? weakValue }

  init(_ value: any EndOfTestChecking) {
    self.weakValue = value
  }

  init(keeping value: any EndOfTestChecking) {
    self.strongValue = value
  }
}
