// The one place that touches the Swift concurrency runtime's private hooks. Everything unsafe
// about `withMainSerialExecutor` lives in this folder; the rest of the feature sees only
// `RuntimeHooks.install()`, `RuntimeJob` and `RuntimeTask`.
//
// The runtime exports one function-pointer variable per global enqueue entry point
// (`swift_task_enqueueGlobal_hook` and friends, declared in the runtime's ConcurrencyHooks.def).
// When a hook is set, the runtime calls it instead of its own executor, passing the original
// implementation so the hook can forward. We set each hook once per process and never unset it:
// the runtime reads the variables without synchronization, so changing them while other threads
// enqueue would be a data race. Outside a `withMainSerialExecutor` scope the hooks forward every
// job unchanged.

import ExhaustiveUnsafe

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime's hooks.
package enum RuntimeHooks {
  /// Sets the hooks and returns whether the runtime has them. Called at the start of every scope.
  ///
  /// Setting them again each time (under a lock, with the same values) undoes a tool that reset
  /// a hook meanwhile (swift-concurrency-extras' `withMainSerialExecutor` sets the global hook
  /// and then clears it). A runtime without the symbols (an Apple OS below the floor, a future
  /// runtime that renamed them) sets nothing; callers report ``unavailableMessage`` rather than
  /// crash.
  package static func install() -> Bool {
    install(for: .scope)
  }

  /// Sets the hooks `use` needs; false (setting nothing) when this runtime cannot serve it.
  static func install(for use: RuntimeHookUse) -> Bool {
    guard
      let hooks = RuntimeSupport.hooksToSet(for: use, support: support, found: foundHooks),
      let symbols = HookSymbols.resolved
    else { return false }
    installLock.withLock { _ in symbols.install(hooks) }
    return true
  }

  /// The hooks this runtime exports, looked up once.
  private static let foundHooks = Set(HookSymbols.resolved.map { Array($0.addresses.keys) } ?? [])

  /// Whether this runtime can run a scope, decided once: by `#available` on Apple platforms
  /// (whose OS ships the runtime) and by the symbols found everywhere.
  static let support: MainSerialExecutorSupport = {
    let found = foundHooks
    #if canImport(Darwin)
      let meetsFloor: Bool
      if #available(macOS 15.4, iOS 18.4, tvOS 18.4, watchOS 11.4, visionOS 2.4, *) {
        meetsFloor = true
      } else {
        meetsFloor = false
      }
      return RuntimeSupport.mainSerialExecutor(
        platform: .current, osVersion: .running, meetsFloor: meetsFloor, found: found)
    #else
      return RuntimeSupport.mainSerialExecutor(
        platform: .current, osVersion: .running, found: found)
    #endif
  }()

  /// The failure reported when a scope cannot open on this runtime (``install()`` returned
  /// false): which hook is missing, and on Apple platforms which OS version has it.
  package static var unavailableMessage: String {
    if case .unavailable(let message) = support { return message }
    // Not reached (`install()` fails only where `support` says why); kept total all the same.
    return RuntimeSupport.missingHooksMessage(RuntimeHook.allCases)
  }

  /// Hands `job` back to the executor the runtime would have used without the hooks.
  static func forward(_ job: RuntimeJob) {
    switch job.target {
    case .global(let original): original.function(job.job)
    case .main: enqueueMainFunction?(job.job)
    }
  }

  private static let installLock = Lock(())

  static let globalHook: EnqueueHook = { job, original in
    // The job carries the runtime's own enqueue, which the runtime passes with every call, for
    // when a scope that ends with it still queued hands it back.
    let runtimeJob = RuntimeJob(job: job, target: .global(GlobalEnqueue(function: original)))
    if SerialScope.capture(runtimeJob) { return }
    if UncheckedMainSerialExecutor.isOn {
      forward(RuntimeJob(job: job, target: .main))
    } else {
      original(job)
    }
  }

  // The Swift 6.3 runtime sends main actor jobs to the main executor without calling
  // `swift_task_enqueueMainExecutor_hook`, but asks `swift_task_getMainExecutor` which executor
  // is the main one on every hop. Inside a scope we answer with the scope's own executor, so main
  // actor jobs of the scope are enqueued there (see `ScopeExecutor`). The answer comes from the
  // marker alone, without asking whether the scope is still open: this is the hottest of the
  // hooks, and a task that outlives its scope loses nothing by it, since the ended scope's
  // executor passes what it is given to the real main actor.
  //
  // Code without a scope's marker that runs in a job a scope is draining is answered with that
  // scope's executor too: the job runs on the main thread, as the main actor. That code is the
  // test returning from a scope that has just ended (its marker popped), or the runtime between
  // tasks. Answering with the real main executor would send the test on a round trip through the
  // main queue to resume exactly where it is, once per scope; the ended scope's executor hands
  // anything enqueued on it to the real main actor.
  fileprivate static let getMainHook: GetMainExecutorHook = { original in
    if let main = ScopeMarker.current?.mainExecutor { return main }
    if let scope = DrainingScope.current { return scope.unownedExecutor }
    return original()
  }
}

/// Where the runtime keeps its hooks: the addresses of its `*_hook` variables.
private struct HookSymbols: Sendable {
  // Addresses as integers (plainly Sendable); each is a pointer-sized, pointer-aligned global
  // variable of exactly the matching function-pointer type (ConcurrencyHooks.def).
  let addresses: [RuntimeHook: UInt]

  /// Looked up once: the hooks the runtime exports (nil when it exports none of ours).
  static let resolved: HookSymbols? = {
    var addresses: [RuntimeHook: UInt] = [:]
    for hook in RuntimeHook.allCases {
      addresses[hook] = runtimeHandle.symbol(hook.rawValue).map { UInt(bitPattern: $0) }
    }
    return addresses.isEmpty ? nil : HookSymbols(addresses: addresses)
  }()

  /// Points each of `hooks` at ours. The runtime reads these variables without synchronization;
  /// we write them under `RuntimeHooks.installLock`, always with the same values, so a read sees
  /// either the old pointer or ours, both valid functions.
  func install(_ hooks: [RuntimeHook]) {
    for hook in hooks {
      guard let address = addresses[hook] else { continue }
      switch hook {
      case .enqueueGlobal:
        pointer(address, to: EnqueueHook?.self).pointee = RuntimeHooks.globalHook
      case .getMainExecutor:
        pointer(address, to: GetMainExecutorHook?.self).pointee = RuntimeHooks.getMainHook
      }
    }
  }

  private func pointer<T>(_ address: UInt, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped.assumingMemoryBound(to: type)
  }
}

/// A job the runtime enqueued, and which of its executors it was meant for.
struct RuntimeJob: Sendable {
  enum Target: Sendable {
    /// The global executor, through the runtime's own enqueue function.
    case global(GlobalEnqueue)
    case main
  }
  var job: UnownedJob
  var target: Target

  /// The task this job resumes, or nil when it is another kind of job (an actor's drain, a
  /// continuation helper).
  var task: RuntimeTask? { RuntimeTask(resumedBy: job) }
}

/// A task the scope has seen, by address.
package struct RuntimeTask: Sendable, Hashable {
  // An integer rather than a pointer, so the value is plainly Sendable: it is only an identity,
  // and is only dereferenced (by the runtime functions below) while the scope holds a strong
  // reference to the task (``retain()``), so the address cannot be reused meanwhile.
  private let address: UInt

  init(_ pointer: UnsafeMutableRawPointer) { address = UInt(bitPattern: pointer) }

  /// The task `job` resumes, or nil when it is another kind of job (an actor's drain, a
  /// continuation helper).
  package init?(resumedBy job: UnownedJob) {
    let pointer = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
    // Bits 0-7 of a job's flags are its kind; 0 is a task (JobKind::Task, MetadataValues.h).
    guard (getJobFlags?(pointer) ?? 0xFF) & 0xFF == 0 else { return nil }
    self.init(pointer)
  }

  /// The task `handle` runs: a `Task` holds exactly its task's pointer (its one stored
  /// property), and a task is its own first job, so this is the key of the jobs that resume it.
  package init<Success: Sendable, Failure: Error>(_ handle: Task<Success, Failure>) {
    self.init(unsafeBitCast(handle, to: UnsafeMutableRawPointer.self))
  }

  /// The task's address, as ``TaskTable`` keys it (never zero).
  package var key: UInt { address }

  /// The task running the caller, if any.
  package static var current: RuntimeTask? {
    // `UnsafeCurrentTask` holds exactly the task's pointer (its one stored property).
    withUnsafeCurrentTask { task in
      task.map { RuntimeTask(unsafeBitCast($0, to: UnsafeMutableRawPointer.self)) }
    }
  }

  private var pointer: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
  }

  /// Keeps the task object alive (one strong reference) until ``release()``.
  ///
  /// A task is a native Swift heap object but not a class instance. Through
  /// `Unmanaged<AnyObject>` the retain would be `swift_unknownObjectRetain` wherever Objective-C
  /// interop is on (every Apple platform), which decides from the object's metadata whether it is
  /// a Swift or an Objective-C object: a task's metadata is not a class's. `swift_retain` is the
  /// native retain the runtime itself uses on tasks, on every platform.
  func retain() { NativeReferenceCounting.retain(pointer) }

  /// Gives back the reference taken by ``retain()``, with `swift_release` (see ``retain()``).
  func release() { NativeReferenceCounting.release(pointer) }

  /// Cancels the task, as `Task.cancel()` does.
  func cancel() { cancelFunction?(pointer) }

  /// Whether the task is a child task (`async let`, a task group's): it lives inside its parent
  /// and copies none of the task-locals, so it is not one of the scope's counted tasks.
  var isChild: Bool {
    // Bit 24 of a task's job flags is `Task_IsChildTask` (JobFlags, MetadataValues.h).
    guard let flags = getJobFlags?(pointer) else { return false }
    return flags & (1 << 24) != 0
  }

  /// Whether the task has finished and nothing but the scope holds it.
  ///
  /// The runtime holds one reference to a task from its creation until it completes (it takes
  /// it when it first enqueues the task and gives it back after the task's last job), so a task
  /// whose only reference is the scope's (``retain()``) has completed. The converse does not
  /// hold: a finished task may still be held by a `Task` handle.
  var hasFinishedUnreferenced: Bool {
    guard let retainCountFunction else { return false }
    return retainCountFunction(pointer) == 1
  }
}

typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void

/// The runtime's own global enqueue function, as its hook receives it.
struct GlobalEnqueue: @unchecked Sendable {
  // Safe: a pointer to a function of the runtime, immutable, callable from any thread.
  let function: EnqueueOriginal
}
typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
typealias GetMainExecutorHook =
  @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
// Runtime entry points (exported by libswift_Concurrency; stable ABI on Apple platforms), looked
// up by name because the compiler reserves their names. Each takes a job or task pointer and
// uses the Swift calling convention (`@convention(thin)`).
private typealias JobFlagsFunction = @convention(thin) (UnsafeMutableRawPointer) -> UInt32
private typealias TaskAction = @convention(thin) (UnsafeMutableRawPointer) -> Void
// `swift_retainCount` is a C function of the Swift runtime (HeapObject.h), taking a heap object.
private typealias RetainCountFunction = @convention(c) (UnsafeMutableRawPointer) -> Int

private let runtimeHandle = UnsafeSendableHandle(dlopen(nil, RTLD_NOW))

// Safe: a handle of the running image, never closed, only passed to `dlsym`.
private struct UnsafeSendableHandle: @unchecked Sendable {
  let raw: UnsafeMutableRawPointer?
  init(_ raw: UnsafeMutableRawPointer?) { self.raw = raw }

  func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(raw, name)
  }

  func function<F>(_ name: String, as type: F.Type) -> F? {
    guard let symbol = symbol(name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}

/// The Swift runtime's native reference counting (HeapObject.h), for heap objects that are not
/// class instances (tasks).
///
/// Looked up by name, like the concurrency entry points, rather than declared with
/// `@_silgen_name`: the compiler declares `swift_retain` itself with the C calling convention,
/// and a second declaration of the same symbol with the Swift convention risks clashing with it.
/// Every Swift runtime exports both functions (they are the runtime's own retain and release),
/// so their absence is a broken process, not a runtime to support.
private enum NativeReferenceCounting {
  typealias RetainFunction = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
  typealias ReleaseFunction = @convention(c) (UnsafeMutableRawPointer) -> Void

  static let retainFunction = required("swift_retain", as: RetainFunction.self)
  static let releaseFunction = required("swift_release", as: ReleaseFunction.self)

  static func retain(_ object: UnsafeMutableRawPointer) { _ = retainFunction(object) }
  static func release(_ object: UnsafeMutableRawPointer) { releaseFunction(object) }

  private static func required<F>(_ name: String, as type: F.Type) -> F {
    guard let function = runtimeHandle.function(name, as: type) else {
      fatalError("The Swift runtime does not export \(name).")
    }
    return function
  }
}

// Immutable function pointers into the runtime.
private let enqueueMainFunction = runtimeHandle.function(
  "swift_task_enqueueMainExecutor", as: EnqueueOriginal.self)
private let getJobFlags = runtimeHandle.function(
  "swift_task_getJobFlags", as: JobFlagsFunction.self)
private let cancelFunction = runtimeHandle.function(
  "swift_task_cancel", as: TaskAction.self)
// Safe to call on a task the scope retains: it only reads the object's strong reference count,
// as `_getRetainCount` does for any class instance.
private let retainCountFunction = runtimeHandle.function(
  "swift_retainCount", as: RetainCountFunction.self)
