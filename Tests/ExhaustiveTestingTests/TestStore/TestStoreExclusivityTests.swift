import ExhaustiveTesting
import Foundation
import Testing
import XCTest

/// The store's `state` and `environment` keep Swift's exclusivity check: code of the test that
/// reads them while the store is writing them traps with a diagnosis, it never reads a value
/// mid-write. The trap ends the process, so each case runs a fixture below in a child process of
/// this test binary and checks how that process ended.
final class TestStoreExclusivityTests: XCTestCase {
  #if os(Linux)
    func testAnEnvironmentStepReadingTheEnvironmentItIsChangingTraps() throws {
      let (status, output) = try runFixture("environmentReadDuringEnvironmentStep")
      XCTAssertNotEqual(status, 0, output)
      XCTAssertTrue(output.contains("Simultaneous accesses to 0x"), output)
      XCTAssertTrue(output.contains("modification requires exclusive access"), output)
      XCTAssertFalse(output.contains("fixture kept running"), output)
    }

    func testAReducerReadingTheStateItIsChangingTraps() throws {
      let (status, output) = try runFixture("stateReadDuringReduce")
      XCTAssertNotEqual(status, 0, output)
      XCTAssertTrue(output.contains("Simultaneous accesses to 0x"), output)
      XCTAssertTrue(output.contains("modification requires exclusive access"), output)
      XCTAssertFalse(output.contains("fixture kept running"), output)
    }

    /// Runs the Swift Testing fixture `name` alone in a child process; returns its exit status
    /// and everything it printed.
    private func runFixture(_ name: String) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["--testing-library", "swift-testing", "--filter", name]
      var environment = ProcessInfo.processInfo.environment
      environment["EXHAUSTIVE_FIXTURE"] = "exclusivity"
      environment["NO_COLOR"] = "1"
      // The trap's backtrace is not what the test reads, and symbolicating it is slow.
      environment["SWIFT_BACKTRACE"] = "enable=no"
      process.environment = environment
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
  #endif
}

/// Run only in the child process of ``TestStoreExclusivityTests``.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["EXHAUSTIVE_FIXTURE"] == "exclusivity"))
struct ExclusivityFixtures {
  @Test func environmentReadDuringEnvironmentStep() {
    let (store, _) = makeFeatureStore()
    store.assert(
      .environment { environment in
        // The store is handing `environment` over `inout` right now.
        _ = store.environment
        environment = FeatureEnvironment(mainQueue: .immediate)
      }
    )
    print("fixture kept running")
  }

  @Test func stateReadDuringReduce() {
    final class StoreBox: @unchecked Sendable {
      // Safe: set once before the store runs its first step, on the test's thread, which is
      // also the only thread the reducer below runs on.
      var store: TestStore<Int, Bool, Void>?
    }
    let box = StoreBox()
    let store = TestStore(
      initialState: 0,
      reducer: Reducer<Int, Bool, Void> { state, _, _ in
        // The store is handing `state` to this reducer `inout` right now.
        state += box.store?.state ?? 0
        return .none
      },
      environment: ()
    )
    box.store = store
    store.send(true)
    print("fixture kept running")
  }
}
