// Who holds the runtime's global enqueue hook: us, nobody, or another library. Read by the
// messages that tell a user they called another library's `withMainSerialExecutor`
// (swift-concurrency-extras', which swift-dependencies re-exports under the same name).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who has set `swift_task_enqueueGlobal_hook`.
enum GlobalHookOwner: Equatable, Sendable {
  /// The hook is unset: the runtime's own global executor takes every job.
  case none
  /// Our hook (`RuntimeHooks`): set once a scope of ours has started, and kept.
  case exhaustive
  /// Another library's hook, e.g. swift-concurrency-extras' `withMainSerialExecutor`, which
  /// sets the hook to one that enqueues every job on the main actor, and restores the previous
  /// state (set or not) when its operation returns.
  case another

  /// The hook's owner now; `.none` on a runtime without the hook.
  static var current: GlobalHookOwner {
    guard let address = hookAddress else { return .none }
    // A plain read of a pointer-sized, pointer-aligned global, as the runtime itself reads it
    // (without synchronization) on every enqueue: it sees either the old pointer or the new.
    let value = UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped.load(as: UInt.self)
    if value == 0 { return .none }
    return value == ours ? .exhaustive : .another
  }

  /// The bits our hook is stored as: a thin function is one code pointer.
  private static let ours = unsafeBitCast(RuntimeHooks.globalHook, to: UInt.self)

  /// The address of the runtime's hook variable, looked up once.
  private static let hookAddress: UInt? = {
    dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook").map { UInt(bitPattern: $0) }
  }()
}
