import ExhaustiveTesting
import Foundation
import XCTest

/// A dependency called from a thread no test runs on (a dispatch queue) reports to the test that
/// created it: while that test runs, as a failure of it; once it has ended, as a failure that
/// names it. Never dropped, never silently blamed on another test.
final class OtherThreadFailureTests: XCTestCase {
  func testAFailureFromADispatchQueueLandsInTheTestThatOwnsTheDependency() {
    let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
      let scheduler = UnimplementedSchedulerOf<DispatchQueue>(
        "mainQueue", now: DispatchQueue.SchedulerTimeType(.now()), line: 7)
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        scheduler.schedule {}
        done.signal()
      }
      done.wait()
    }
    expect(
      test.recordedFailures.map(\.message),
      [
        #"Unimplemented scheduler "mainQueue": schedule(_:) was called."#
      ])
    expect(test.recordedFailures.map(\.line), [7])
  }

  func testAnUnimplementedEndpointCalledFromADispatchQueueFailsItsTest() {
    let test = OwnTestRun.run(makingStoreInSetUp: false) { _ in
      let log: @Sendable (String) -> Void = unimplemented("Analytics.log", line: 9)
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        log("opened")
        done.signal()
      }
      done.wait()
    }
    expect(
      test.recordedFailures.map(\.message),
      [
        """
        Unimplemented: Analytics.log was called with "opened". If this test expects the call, \
        override it in the test's environment with an implementation.
        """
      ])
    expect(test.recordedFailures.map(\.line), [9])
  }

  func testALateFailureNamesTheEndedTestItBelongsTo() {
    // The call waits until the second test runs, so it comes after the first one has ended
    // however slow the machine is.
    let secondIsRunning = DispatchSemaphore(value: 0)
    let fired = DispatchSemaphore(value: 0)
    let first = OwnTestRun.run(named: "first", makingStoreInSetUp: false) { _ in
      let scheduler = UnimplementedSchedulerOf<DispatchQueue>(
        "mainQueue", now: DispatchQueue.SchedulerTimeType(.now()), line: 7)
      DispatchQueue.global().async {
        secondIsRunning.wait()
        scheduler.schedule {}
        fired.signal()
      }
    }
    let second = OwnTestRun.run(named: "second", makingStoreInSetUp: false) { _ in
      secondIsRunning.signal()
      fired.wait()
    }
    expect(first.recordedFailures.map(\.message), [])
    expect(
      second.recordedFailures.map(\.message),
      [
        """
        Unimplemented scheduler "mainQueue": schedule(_:) was called.

        (Reported late: this failure belongs to \(first.name), which has ended.)
        """
      ])
  }

  #if os(Linux)
    /// Under Swift Testing, a failure from a dispatch queue is recorded (against no test, which
    /// still fails the run) and names the test it belongs to. Runs the fixture below in a child
    /// process of this test binary, as an issue recorded outside every test cannot be captured
    /// from inside one.
    func testUnderSwiftTestingAFailureFromADispatchQueueFailsTheRun() throws {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [
        "--testing-library", "swift-testing", "--filter",
        "fixtureCallsADependencyFromADispatchQueue",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["EXHAUSTIVE_FIXTURE"] = "otherThread"
      environment["NO_COLOR"] = "1"
      process.environment = environment
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      XCTAssertNotEqual(process.terminationStatus, 0, text)
      XCTAssertTrue(
        text.contains(#"Unimplemented scheduler "mainQueue": schedule(_:) was called."#), text)
      XCTAssertTrue(
        text.contains(
          "(Reported from outside the test it belongs to, "
            + "fixtureCallsADependencyFromADispatchQueue(), on another thread.)"), text)
    }
  #endif
}
