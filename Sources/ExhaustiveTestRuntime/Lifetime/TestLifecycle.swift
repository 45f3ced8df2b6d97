import ExhaustiveUnsafe
import Foundation
import XCTest

/// Follows XCTest's tests from their start to their end, so stores and dependencies know which
/// test they belong to and stores are checked when that test ends.
///
/// The rule every end-of-test check keeps (the test store's, the model harness's, the serial
/// scope's): it runs before its test is reported finished and reports to that test — XCTest or
/// Swift Testing, sync or async, main actor or not, whatever thread the last release happens on.
/// So a check never goes to a `Task`, a main queue block or a later run loop turn, which run
/// after the test is reported (Swift Testing reports a test once its function returns and its
/// suite instance is released): it runs where it is triggered, waits for the thread that may
/// run it, or is handed to the XCTest teardown below. `ModelEndCheck` (ModelHarness.swift)
/// explains the harness's case; EndOfTestTimingTests pins each tool.
///
/// Started by a load-time constructor (the `ExhaustiveTestingStartup` target) before the first
/// test runs, and again, harmlessly, by every store: an observer added in the middle of a test
/// would miss that test's start.
package enum TestLifecycle {
  private static let state = Lock(State())

  /// Registers the XCTest observer once.
  package static func start() {
    let isNew = state.withLock { state in
      defer { state.started = true }
      return !state.started
    }
    guard isNew else { return }
    #if canImport(Darwin)
      // Apple's XCTest registers observers on the main thread only (it raises "Test observers can
      // only be registered and unregistered on the main thread"). The load-time constructor runs
      // there; the fallback through the first store may not (a Swift Testing test, a background
      // queue), and then registers on the main queue. Asynchronously, not with `main.sync`: a
      // thread holding a lock the main thread waits for would deadlock (swift-dependencies met
      // exactly that). `assumeIsolated` compiles whether or not the SDK marks the center
      // `@MainActor`, and holds: both paths run on the main thread.
      if Thread.isMainThread {
        MainActor.assumeIsolated { registerObserver() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { registerObserver() } }
      }
    #else
      // swift-corelibs-xctest registers from any thread, and runs its tests on the main thread
      // without draining the main queue in between: register right here.
      registerObserver()
    #endif
  }

  private static func registerObserver() {
    XCTestObservationCenter.shared.addTestObserver(XCTestLifecycleObserver())
  }

  /// Prints a warning that belongs to no test to standard error, as `Exhaustive: <message>`.
  static func warn(_ message: String) {
    if let handler = warningHandler.withLock({ $0 }) {
      handler(message)
      return
    }
    FileHandle.standardError.write(Data("Exhaustive: \(message)\n".utf8))
  }

  /// Prints `message` the first time it is given for `key` in this process: a program that makes
  /// thousands of stores outside any test on one line (a benchmark) hears about that line once.
  ///
  /// Only in a test run: a program that is not one (a benchmark, a tool) drives stores outside
  /// tests on purpose, and its output should stay its own.
  package static func warnOnce(_ message: String, key: String) {
    let isNew = state.withLock { $0.sawTests && $0.warned.insert(key).inserted }
    if isNew { warn(message) }
  }

  /// Records that this process runs tests (a test ran, or XCTest started its bundle).
  static func noteTestsRun() {
    state.withLock { $0.sawTests = true }
  }

  /// The XCTest test running now, if any.
  package static var currentXCTest: XCTestScope? {
    state.withLock { $0.running.last }
  }

  fileprivate static func testWillStart(_ scope: XCTestScope) {
    state.withLock { state in
      state.running.append(scope)
      state.sawTests = true
    }
  }

  fileprivate static func testDidFinish(_ name: String) {
    state.withLock { state in
      if let index = state.running.lastIndex(where: { $0.name == name }) {
        state.running.remove(at: index)
      }
    }
  }

  private struct State: Sendable {
    var started = false
    /// What ``warnOnce(_:key:)`` already printed.
    var warned: Set<String> = []
    /// Whether this process has run a test, XCTest or Swift Testing.
    var sawTests = false
    /// The XCTest tests running, innermost last: a test may run another test case inside it
    /// (as the library's own tests do to watch a test end).
    var running: [XCTestScope] = []
  }
}

/// Tells ``TestLifecycle`` when each XCTest test starts and ends.
private final class XCTestLifecycleObserver: NSObject, XCTestObservation {
  func testBundleWillStart(_ testBundle: Bundle) {
    TestLifecycle.noteTestsRun()
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    let scope = XCTestScope(name: testCase.name)
    TestLifecycle.testWillStart(scope)
    // Added before `setUp()` runs, so it runs after every teardown block the test adds itself and
    // after `tearDown()`: the stores are checked once nothing else will touch them.
    testCase.addTeardownBlock { scope.end() }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    TestLifecycle.testDidFinish(testCase.name)
  }

  // Kept so that an exploring scope can tell that a schedule failed an XCTest assertion, which
  // nothing can hold back, and say which (see `ScheduleRunCapture`).
  #if canImport(Darwin)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
      let location = issue.sourceCodeContext.location
      TestLifecycle.currentXCTest?.noteFailure(
        .init(
          description: issue.compactDescription, file: location?.fileURL.path,
          line: location?.lineNumber ?? 0))
    }
  #else
    func testCase(
      _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
      atLine lineNumber: Int
    ) {
      TestLifecycle.currentXCTest?.noteFailure(
        .init(description: description, file: filePath, line: lineNumber))
    }
  #endif
}
