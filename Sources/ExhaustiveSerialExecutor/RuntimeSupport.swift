// Which runtime features the serial executor and the test executor can use, and the failure that
// says why not: a plain function of (platform, OS version, hooks found), so a Linux test can ask
// it with an Apple platform's inputs and pin the text the Apple branch reports.
//
// Why there is no fallback below the main-executor hook's floor. Apple's OS runtimes before the
// Swift 6.1 one (macOS 15.4, iOS 18.4, tvOS 18.4, watchOS 11.4, visionOS 2.4) export
// `swift_task_enqueueGlobal_hook` and `swift_task_enqueueMainExecutor_hook`, but not
// `swift_task_getMainExecutor_hook`. On those runtimes the main executor is the main dispatch
// queue itself (`swift_task_getMainExecutor` returns `_dispatch_main_q` with the witness table of
// the standard library's `DispatchQueueShim`), so a job that hops to the main actor is enqueued by
// `DispatchQueueShim.enqueue` → `swift_task_enqueueOnDispatchQueue` straight onto the main queue.
// `swift_task_enqueueMainExecutor` — the one function the main-executor enqueue hook wraps — is
// reached only by an explicit `MainActor.shared.enqueue(_:)`. So that hook never sees the jobs a
// scope must hold (every `@MainActor` task and hop), and no hook of those runtimes does. What the
// getMainExecutor hook gives us is the main executor's *identity*: inside a scope the runtime
// asks it on every hop and enqueues onto the scope's own executor. A scope without it could
// queue only global jobs, while main actor jobs ran in the main queue's order beside the pump:
// `settle()` could return with main actor work pending, and the order would not be the scope's.
// That is not a weaker version of the guarantee but a different, unsound one, so below the floor
// the scope is not opened and the failure says so.

import Foundation

/// An operating system, as far as the concurrency runtime's features go.
package enum RuntimePlatform: String, Sendable, CaseIterable {
  case macOS, iOS, tvOS, watchOS, visionOS
  /// Linux, Windows, …: the toolchain's own runtime is linked, so only the symbols count.
  case toolchainRuntime

  /// The platform this binary was built for.
  package static var current: RuntimePlatform {
    #if os(macOS)
      .macOS
    #elseif os(iOS)
      // Mac Catalyst too: `#available` checks its iOS version.
      .iOS
    #elseif os(tvOS)
      .tvOS
    #elseif os(watchOS)
      .watchOS
    #elseif os(visionOS)
      .visionOS
    #else
      .toolchainRuntime
    #endif
  }

  /// Whether the OS ships the Swift runtime (so its version, not the toolchain's, decides).
  var isApple: Bool { self != .toolchainRuntime }
}

/// An OS version, as `major.minor[.patch]`.
package struct RuntimeOSVersion: Comparable, Sendable, CustomStringConvertible {
  var major: Int
  var minor: Int
  var patch: Int

  init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
    (self.major, self.minor, self.patch) = (major, minor, patch)
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// `15`, `15.4` or `14.6.1`, as Apple writes its versions.
  package var description: String {
    if patch != 0 { return "\(major).\(minor).\(patch)" }
    return minor == 0 ? "\(major)" : "\(major).\(minor)"
  }

  /// The running OS's version, as Foundation reports it.
  package static var running: RuntimeOSVersion {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return RuntimeOSVersion(version.majorVersion, version.minorVersion, version.patchVersion)
  }
}

/// The runtime hooks the serial executor sets, by their symbol names.
enum RuntimeHook: String, Sendable, CaseIterable, Comparable {
  case enqueueGlobal = "swift_task_enqueueGlobal_hook"
  case getMainExecutor = "swift_task_getMainExecutor_hook"

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What the hooks are set for.
enum RuntimeHookUse: Sendable {
  /// A `withMainSerialExecutor` scope (or a model harness step's own scope).
  case scope
  /// The process-wide `uncheckedUseMainSerialExecutor` switch.
  case uncheckedSwitch
}

/// What a `withMainSerialExecutor` scope may do on a runtime.
enum MainSerialExecutorSupport: Equatable, Sendable {
  /// Every hook the scope needs is there: set them and open the scope.
  case available
  /// The scope cannot work here; the failure to report, after which the operation runs on the
  /// runtime's own executors.
  case unavailable(String)
}

package enum RuntimeSupport {
  /// The first OS version of each Apple platform whose Swift runtime (6.1) exports
  /// `swift_task_getMainExecutor_hook`.
  static func mainExecutorHookFloor(_ platform: RuntimePlatform) -> RuntimeOSVersion? {
    swift6RuntimeFloor(platform, osMinor: 4)
  }

  /// The first OS version of each Apple platform with task executor preference
  /// (`Task(executorPreference:)`, Swift 6.0).
  static func taskExecutorPreferenceFloor(_ platform: RuntimePlatform) -> RuntimeOSVersion? {
    swift6RuntimeFloor(platform, osMinor: 0)
  }

  /// The first OS version of each Apple platform that ships a Swift 6 runtime feature: the 6.x
  /// runtimes came with one major release of each OS (macOS 15, iOS and tvOS 18, watchOS 11,
  /// visionOS 2), Swift 6.0 with its `.0` and Swift 6.1 with its `.4`, so one table serves
  /// every floor and only the minor version differs. Nil for a toolchain runtime, which has no
  /// OS version to compare.
  private static func swift6RuntimeFloor(_ platform: RuntimePlatform, osMinor: Int)
    -> RuntimeOSVersion?
  {
    switch platform {
    case .macOS: RuntimeOSVersion(15, osMinor)
    case .iOS, .tvOS: RuntimeOSVersion(18, osMinor)
    case .watchOS: RuntimeOSVersion(11, osMinor)
    case .visionOS: RuntimeOSVersion(2, osMinor)
    case .toolchainRuntime: nil
    }
  }

  /// Whether a `withMainSerialExecutor` scope can open, and if not, the failure saying why.
  ///
  /// - Parameters:
  ///   - platform: the OS family; on Linux and other toolchain runtimes the version is not read.
  ///   - osVersion: the running OS's version, named in the failure.
  ///   - meetsFloor: the live code's `#available` answer, which is authoritative (Mac Catalyst
  ///     reports a macOS version but is checked against the iOS floor); nil compares
  ///     `osVersion` with the floor.
  ///   - found: the hooks the runtime exports.
  static func mainSerialExecutor(
    platform: RuntimePlatform, osVersion: RuntimeOSVersion, meetsFloor: Bool? = nil,
    found: Set<RuntimeHook>
  ) -> MainSerialExecutorSupport {
    if let floor = mainExecutorHookFloor(platform), !(meetsFloor ?? (osVersion >= floor)) {
      return .unavailable(belowFloorMessage(platform: platform, osVersion: osVersion, floor: floor))
    }
    let missing = RuntimeHook.allCases.filter { !found.contains($0) }
    guard missing.isEmpty else { return .unavailable(missingHooksMessage(missing)) }
    return .available
  }

  /// Which hooks to set for a use, or nil when that use cannot work on this runtime.
  ///
  /// A scope needs both. The process-wide `uncheckedUseMainSerialExecutor` switch needs only the
  /// global one: it sends the global executor's jobs to the main actor through
  /// `swift_task_enqueueMainExecutor`, as swift-concurrency-extras does, which every Swift 5.5+
  /// runtime allows. So below the main-executor hook's floor the switch still works (it never
  /// promised more), while scopes report that they cannot open.
  static func hooksToSet(
    for use: RuntimeHookUse, support: MainSerialExecutorSupport, found: Set<RuntimeHook>
  ) -> [RuntimeHook]? {
    if support == .available { return [.enqueueGlobal, .getMainExecutor] }
    guard use == .uncheckedSwitch, found.contains(.enqueueGlobal) else { return nil }
    return [.enqueueGlobal]
  }

  /// The failure of an async effect spawned under a test store on a runtime without task
  /// executor preference (an Apple OS below its floor).
  package static func taskExecutorPreferenceFailure(
    platform: RuntimePlatform, osVersion: RuntimeOSVersion
  ) -> String {
    let needed = taskExecutorPreferenceFloor(platform).map { "\(platform.rawValue) \($0)" }
    return """
      An async effect started under a TestStore, but this runtime has no task executor \
      preference: it needs \(needed ?? "a later runtime") or later (the Swift 6.0 runtime), and \
      this is \(platform.rawValue) \(osVersion). The store cannot run the effect \
      deterministically; it runs on the global executor instead.
      """
  }

  private static func belowFloorMessage(
    platform: RuntimePlatform, osVersion: RuntimeOSVersion, floor: RuntimeOSVersion
  ) -> String {
    """
    withMainSerialExecutor needs the Swift runtime's swift_task_getMainExecutor_hook, which \
    Apple's OS runtime exports from \(platform.rawValue) \(floor) on (the Swift 6.1 runtime); \
    this is \(platform.rawValue) \(osVersion). Run these tests on \(platform.rawValue) \(floor) \
    or later. There is no fallback below it: that runtime enqueues main actor jobs on the main \
    dispatch queue directly, past every hook (swift_task_enqueueMainExecutor_hook sees only \
    explicit MainActor.enqueue calls), so no scope can hold them. The operation runs on the \
    runtime's own executors, without a serial queue, and settle() has nothing to run.
    """
  }

  static func missingHooksMessage(_ missing: [RuntimeHook]) -> String {
    let names = missing.map(\.rawValue).joined(separator: " and ")
    let pronoun = missing.count == 1 ? "it" : "them"
    return """
      withMainSerialExecutor could not find the Swift runtime's \(names) (the Swift 6.1 runtime \
      and later export \(pronoun)), so the operation runs on the runtime's own executors, without \
      a serial queue, and settle() has nothing to run.
      """
  }
}
