import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTesting

/// The Apple branch of the runtime checks, asked on Linux with Apple inputs: which hooks a scope
/// needs, and the exact failure when it cannot have them.
final class RuntimeSupportTests: XCTestCase {
  private let allHooks = Set(RuntimeHook.allCases)

  func testBelowTheMainExecutorHookFloorTheFailureNamesTheHookAndTheVersion() {
    let support = RuntimeSupport.mainSerialExecutor(
      platform: .macOS, osVersion: RuntimeOSVersion(14, 6, 1),
      found: [.enqueueGlobal])
    XCTAssertEqual(
      support,
      .unavailable(
        """
        withMainSerialExecutor needs the Swift runtime's swift_task_getMainExecutor_hook, which \
        Apple's OS runtime exports from macOS 15.4 on (the Swift 6.1 runtime); this is macOS \
        14.6.1. Run these tests on macOS 15.4 or later. There is no fallback below it: that \
        runtime enqueues main actor jobs on the main dispatch queue directly, past every hook \
        (swift_task_enqueueMainExecutor_hook sees only explicit MainActor.enqueue calls), so no \
        scope can hold them. The operation runs on the runtime's own executors, without a \
        serial queue, and settle() has nothing to run.
        """))
  }

  func testEachApplePlatformHasTheSwift61RuntimeFloor() {
    let floors = RuntimePlatform.allCases.map {
      "\($0.rawValue): \(RuntimeSupport.mainExecutorHookFloor($0).map(\.description) ?? "none")"
    }
    XCTAssertEqual(
      floors,
      [
        "macOS: 15.4", "iOS: 18.4", "tvOS: 18.4", "watchOS: 11.4", "visionOS: 2.4",
        "toolchainRuntime: none",
      ])
  }

  func testTheFloorItselfAndAboveOpenTheScope() {
    for version in [RuntimeOSVersion(15, 4), RuntimeOSVersion(15, 4, 1), RuntimeOSVersion(26, 0)] {
      XCTAssertEqual(
        RuntimeSupport.mainSerialExecutor(platform: .macOS, osVersion: version, found: allHooks),
        .available, "macOS \(version)")
    }
    XCTAssertEqual(
      RuntimeSupport.mainSerialExecutor(
        platform: .iOS, osVersion: RuntimeOSVersion(18, 4), found: allHooks),
      .available)
  }

  func testAvailabilityOverridesTheReportedVersion() {
    // Mac Catalyst reports its macOS version; `#available` checks the iOS one.
    XCTAssertEqual(
      RuntimeSupport.mainSerialExecutor(
        platform: .iOS, osVersion: RuntimeOSVersion(15, 4), meetsFloor: true, found: allHooks),
      .available)
    guard
      case .unavailable(let message) = RuntimeSupport.mainSerialExecutor(
        platform: .iOS, osVersion: RuntimeOSVersion(18, 3), meetsFloor: false, found: allHooks)
    else { return XCTFail("Expected a failure below the floor") }
    XCTAssertTrue(message.contains("from iOS 18.4 on"), message)
    XCTAssertTrue(message.contains("this is iOS 18.3."), message)
  }

  func testOnTheToolchainRuntimeOnlyTheSymbolsCount() {
    XCTAssertEqual(
      RuntimeSupport.mainSerialExecutor(
        platform: .toolchainRuntime, osVersion: RuntimeOSVersion(5, 15), found: allHooks),
      .available)
    XCTAssertEqual(
      RuntimeSupport.mainSerialExecutor(
        platform: .toolchainRuntime, osVersion: RuntimeOSVersion(5, 15), found: [.enqueueGlobal]),
      .unavailable(
        """
        withMainSerialExecutor could not find the Swift runtime's \
        swift_task_getMainExecutor_hook (the Swift 6.1 runtime and later export it), so the \
        operation runs on the runtime's own executors, without a serial queue, and settle() has \
        nothing to run.
        """))
    XCTAssertEqual(
      RuntimeSupport.mainSerialExecutor(
        platform: .macOS, osVersion: RuntimeOSVersion(26, 0), found: []),
      .unavailable(
        """
        withMainSerialExecutor could not find the Swift runtime's swift_task_enqueueGlobal_hook \
        and swift_task_getMainExecutor_hook (the Swift 6.1 runtime and later export them), so \
        the operation runs on the runtime's own executors, without a serial queue, and settle() \
        has nothing to run.
        """))
  }

  func testBelowTheFloorOnlyTheUncheckedSwitchSetsAHook() {
    let below = RuntimeSupport.mainSerialExecutor(
      platform: .iOS, osVersion: RuntimeOSVersion(17, 5), found: [.enqueueGlobal])
    XCTAssertNil(RuntimeSupport.hooksToSet(for: .scope, support: below, found: [.enqueueGlobal]))
    XCTAssertEqual(
      RuntimeSupport.hooksToSet(for: .uncheckedSwitch, support: below, found: [.enqueueGlobal]),
      [.enqueueGlobal])
    XCTAssertNil(RuntimeSupport.hooksToSet(for: .uncheckedSwitch, support: below, found: []))
    XCTAssertEqual(
      RuntimeSupport.hooksToSet(for: .scope, support: .available, found: allHooks),
      [.enqueueGlobal, .getMainExecutor])
  }

  func testThisRuntimeOpensScopes() {
    // The Linux toolchain's runtime (6.3) has both hooks; the live decision agrees.
    XCTAssertEqual(RuntimeHooks.support, .available)
  }

  func testTaskExecutorPreferenceFailureNamesTheVersion() {
    XCTAssertFalse(
      RuntimeSupport.hasTaskExecutorPreference(platform: .iOS, osVersion: RuntimeOSVersion(17, 5)))
    XCTAssertTrue(
      RuntimeSupport.hasTaskExecutorPreference(platform: .iOS, osVersion: RuntimeOSVersion(18, 0)))
    XCTAssertTrue(
      RuntimeSupport.hasTaskExecutorPreference(
        platform: .toolchainRuntime, osVersion: RuntimeOSVersion(1, 0)))
    XCTAssertEqual(
      RuntimeSupport.taskExecutorPreferenceFailure(
        platform: .iOS, osVersion: RuntimeOSVersion(17, 5)),
      """
      An async effect started under a TestStore, but this runtime has no task executor \
      preference: it needs iOS 18 or later (the Swift 6.0 runtime), and this is iOS 17.5. The \
      store cannot run the effect deterministically; it runs on the global executor instead.
      """)
  }
}

/// The scope's own references to tasks go through the runtime's native `swift_retain` and
/// `swift_release` (a task is no class instance, which `Unmanaged<AnyObject>` would assume with
/// Objective-C interop on).
final class RuntimeTaskReferenceTests: XCTestCase {
  func testRetainKeepsAFinishedTaskAliveAndReleaseGivesItBack() async throws {
    var task: RuntimeTask?
    do {
      let handle = Task { RuntimeTask.current }
      task = await handle.value
      task?.retain()
    }
    let retained = try XCTUnwrap(task)
    // The handle is gone; the runtime lets go of a finished task right after resuming its
    // waiter, so allow it a moment. Then the one reference left is ours.
    let deadline = ContinuousClock.now + .seconds(2)
    while !retained.hasFinishedUnreferenced, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(1))
    }
    XCTAssertTrue(retained.hasFinishedUnreferenced)
    retained.release()
  }
}
