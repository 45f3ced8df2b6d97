import ExhaustiveCore
import ExhaustiveTesting
import XCTest

/// The synchronous form wrapping `invokeTest`, as suites that used swift-concurrency-extras do:
/// every test of the case, async or not, runs inside one scope.
final class MainSerialExecutorInvokeTestTests: XCTestCase {
  override func invokeTest() {
    withMainSerialExecutor {
      super.invokeTest()
    }
  }

  @MainActor
  func testAnAsyncMainActorTest() async {
    let log = MainLog()
    Task { log.append("task") }
    await settle()
    XCTAssertEqual(log.entries, ["task"])
  }

  func testAnAsyncNonisolatedTest() async {
    let log = Recorder<String>()
    Task {
      await nonisolatedHop()
      log.append("task")
    }
    await settle()
    XCTAssertEqual(log.values, ["task"])
  }

  func testASynchronousTest() {
    let log = Recorder<String>()
    Task { log.append("task") }
    settle()
    XCTAssertEqual(log.values, ["task"])
  }
}
