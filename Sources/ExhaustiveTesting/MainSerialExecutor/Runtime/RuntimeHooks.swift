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

import ExhaustiveCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime's hooks, installed once per process.
enum RuntimeHooks {
  /// Installs the hooks (once; later calls do nothing) and returns whether the runtime has them.
  ///
  /// A runtime without the symbols (a future runtime that renamed them) leaves the hooks
  /// uninstalled; callers report that rather than crash.
  static func install() -> Bool {
    installed
  }

  /// The failure reported when the runtime has no hooks to install.
  static let missingMessage = """
    withMainSerialExecutor could not find the Swift runtime's enqueue hooks \
    (swift_task_enqueueGlobal_hook), so the operation runs on the runtime's own executors, \
    without a serial queue, and settle() has nothing to run.
    """

  /// Hands `job` back to the executor the runtime would have used without the hooks.
  static func forward(_ job: RuntimeJob) {
    switch job.target {
    case .global: originalGlobal.withLock { $0 }?(job.job)
    case .main: enqueueMainFunction?(job.job)
    }
  }

  // The runtime passes the original with every call; we keep the last one seen for forwarding
  // jobs left in a scope's queue when it ends.
  private static let originalGlobal = Lock<EnqueueOriginal?>(nil)

  // `static let` initialization is thread-safe and runs once: that is the once-only install.
  private static let installed: Bool = {
    guard
      let handle = dlopen(nil, RTLD_NOW),
      let global = dlsym(handle, "swift_task_enqueueGlobal_hook"),
      let getMain = dlsym(handle, "swift_task_getMainExecutor_hook"),
      let delay = dlsym(handle, "swift_task_enqueueGlobalWithDelay_hook"),
      let deadline = dlsym(handle, "swift_task_enqueueGlobalWithDeadline_hook")
    else { return false }
    // Safe: each symbol is a pointer-sized, pointer-aligned global variable of exactly this
    // function-pointer type (ConcurrencyHooks.def); the runtime only reads it.
    global.assumingMemoryBound(to: EnqueueHook?.self).pointee = { job, original in
      originalGlobal.withLock { $0 = original }
      if !SerialScope.capture(RuntimeJob(job: job, target: .global)) { original(job) }
    }
    // The Swift 6.3 runtime sends main actor jobs to the main executor without calling
    // `swift_task_enqueueMainExecutor_hook`, but asks `swift_task_getMainExecutor` which executor
    // is the main one on every hop. Inside a scope we answer with the scope's own executor, so
    // main actor jobs of the scope are enqueued there (see `ScopeExecutor`).
    getMain.assumingMemoryBound(to: GetMainExecutorHook?.self).pointee = { original in
      SerialScope.current?.executor.asUnownedSerialExecutor() ?? original()
    }
    delay.assumingMemoryBound(to: DelayHook?.self).pointee = { nanoseconds, job, original in
      let delay = Duration.nanoseconds(Int64(clamping: nanoseconds))
      if !SerialScope.capture(RuntimeJob(job: job, target: .global), after: delay) {
        original(nanoseconds, job)
      }
    }
    deadline.assumingMemoryBound(to: DeadlineHook?.self).pointee = {
      seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job, original in
      let due = Duration.seconds(seconds) + .nanoseconds(nanoseconds)
      let delay = due - now(clock: clock)
      if !SerialScope.capture(RuntimeJob(job: job, target: .global), after: delay) {
        original(seconds, nanoseconds, toleranceSeconds, toleranceNanoseconds, clock, job)
      }
    }
    return true
  }()

  /// The current time of the runtime's clock `id` (1: continuous, 2: suspending), as the runtime
  /// measures deadlines.
  private static func now(clock id: Int32) -> Duration {
    var spec = timespec()
    #if os(Linux)
      clock_gettime(id == 1 ? CLOCK_BOOTTIME : CLOCK_MONOTONIC, &spec)
    #else
      clock_gettime(id == 1 ? CLOCK_MONOTONIC_RAW : CLOCK_UPTIME_RAW, &spec)
    #endif
    return .seconds(Int64(spec.tv_sec)) + .nanoseconds(Int64(spec.tv_nsec))
  }
}

/// A job the runtime enqueued, and which of its executors it was meant for.
struct RuntimeJob: Sendable {
  enum Target: Sendable { case global, main }
  var job: UnownedJob
  var target: Target

  /// The task this job resumes, or nil when it is another kind of job (an actor's drain, a
  /// continuation helper).
  var task: RuntimeTask? {
    let pointer = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
    // Bits 0-7 of a job's flags are its kind; 0 is a task (JobKind::Task, MetadataValues.h).
    guard swift_task_getJobFlags(pointer) & 0xFF == 0 else { return nil }
    return RuntimeTask(pointer)
  }
}

/// A task the scope has seen, by address.
struct RuntimeTask: Sendable, Hashable {
  // An integer rather than a pointer, so the value is plainly Sendable: it is only an identity,
  // and is only dereferenced (by the runtime functions below) while the scope holds a strong
  // reference to the task (``retain()``), so the address cannot be reused meanwhile.
  private let address: UInt

  init(_ pointer: UnsafeMutableRawPointer) { address = UInt(bitPattern: pointer) }

  /// The task running the caller, if any.
  static var current: RuntimeTask? {
    // `UnsafeCurrentTask` holds exactly the task's pointer (its one stored property).
    withUnsafeCurrentTask { task in
      task.map { RuntimeTask(unsafeBitCast($0, to: UnsafeMutableRawPointer.self)) }
    }
  }

  private var pointer: UnsafeMutableRawPointer {
    UnsafeMutableRawPointer(bitPattern: address).unsafelyUnwrapped
  }

  /// Keeps the task object alive (one strong reference) until ``release()``. A task is a native
  /// Swift heap object, so `Unmanaged` retains it as it would any class instance.
  func retain() { _ = Unmanaged<AnyObject>.fromOpaque(pointer).retain() }

  /// Gives back the reference taken by ``retain()``.
  func release() { Unmanaged<AnyObject>.fromOpaque(pointer).release() }

  var isCancelled: Bool { swift_task_isCancelled(pointer) }

  /// Cancels the task, as `Task.cancel()` does.
  func cancel() { swift_task_cancel(pointer) }
}

typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
typealias GetMainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
typealias GetMainExecutorHook =
  @convention(thin) (GetMainExecutorOriginal) -> UnownedSerialExecutor
typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
typealias DeadlineOriginal =
  @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
typealias DeadlineHook =
  @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob, DeadlineOriginal) -> Void

// Runtime entry points (exported by libswift_Concurrency; stable ABI on Apple platforms), looked
// up by name because the compiler reserves their names. Each takes a job or task pointer and
// uses the Swift calling convention (`@convention(thin)`).
private typealias JobFlagsFunction = @convention(thin) (UnsafeMutableRawPointer) -> UInt32
private typealias TaskPredicate = @convention(thin) (UnsafeMutableRawPointer) -> Bool
private typealias TaskAction = @convention(thin) (UnsafeMutableRawPointer) -> Void

private let runtimeHandle = UnsafeSendableHandle(dlopen(nil, RTLD_NOW))

// Safe: a handle of the running image, never closed, only passed to `dlsym`.
private struct UnsafeSendableHandle: @unchecked Sendable {
  let raw: UnsafeMutableRawPointer?
  init(_ raw: UnsafeMutableRawPointer?) { self.raw = raw }

  func function<F>(_ name: String, as type: F.Type) -> F? {
    guard let symbol = dlsym(raw, name) else { return nil }
    return unsafeBitCast(symbol, to: type)
  }
}

private func swift_task_getJobFlags(_ job: UnsafeMutableRawPointer) -> UInt32 {
  getJobFlags?(job) ?? 0xFF
}
private func swift_task_isCancelled(_ task: UnsafeMutableRawPointer) -> Bool {
  isCancelledFunction?(task) ?? false
}
private func swift_task_cancel(_ task: UnsafeMutableRawPointer) {
  cancelFunction?(task)
}

// Immutable function pointers into the runtime.
private let enqueueMainFunction = runtimeHandle.function(
  "swift_task_enqueueMainExecutor", as: EnqueueOriginal.self)
private let getJobFlags = runtimeHandle.function(
  "swift_task_getJobFlags", as: JobFlagsFunction.self)
private let isCancelledFunction = runtimeHandle.function(
  "swift_task_isCancelled", as: TaskPredicate.self)
private let cancelFunction = runtimeHandle.function(
  "swift_task_cancel", as: TaskAction.self)
