import ExhaustiveUnsafe
import Foundation
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// The test a store or an unimplemented dependency belongs to, captured when it is created.
///
/// A failure raised later from a thread no test runs on (a dispatch queue, a timer) carries no
/// test of its own: Swift Testing records it against no test and XCTest against whichever test
/// runs at that moment. The owner says which test it really belongs to, so the failure can go to
/// that test while it runs, and name it when it has ended.
package enum TestOwner: Sendable {
  /// An XCTest test, tracked from its start to its end.
  case xcTest(XCTestScope)
  /// A Swift Testing test, by name.
  case swiftTesting(String)
  /// Created while no test was running (at load time, in a global, between tests).
  case none

  /// The test running in the current task or, for XCTest, on this process now.
  package static var current: TestOwner {
    #if canImport(Testing)
      if let test = Test.current {
        TestLifecycle.noteTestsRun()
        return .swiftTesting(test.name)
      }
    #endif
    TestLifecycle.start()
    // Not `running`: Swift Testing's test was just looked for (a task-local read that every
    // `withMainSerialExecutor` scope pays).
    if let scope = TestLifecycle.currentXCTest {
      return .xcTest(scope)
    }
    return .none
  }

  /// Like ``current``, without making sure XCTest is observed (``current`` already did, when the
  /// store or dependency asking was created).
  package static var running: TestOwner {
    #if canImport(Testing)
      if let test = Test.current {
        return .swiftTesting(test.name)
      }
    #endif
    if let scope = TestLifecycle.currentXCTest {
      return .xcTest(scope)
    }
    return .none
  }

  /// The test's name as its framework prints it, e.g. `FeatureTests.testSend` or `send()`.
  package var name: String? {
    switch self {
    case .xcTest(let scope): scope.name
    case .swiftTesting(let name): name
    case .none: nil
    }
  }
}
