import Dispatch
import ExhaustiveUnsafe
import Foundation

/// The main executor as seen from inside one scope.
///
/// While code of the scope runs, the runtime hooks answer `swift_task_getMainExecutor` with this
/// executor, so every main actor job of the scope (a `@MainActor` task it starts, a hop back to
/// the main actor, a continuation resumed onto it, from any thread) is enqueued here, into the
/// scope's queue. Its jobs run on the main thread, so it is the main actor in every sense that
/// matters: ``isIsolatingCurrentContext()`` says so whenever the main thread runs.
final class ScopeExecutor: SerialExecutor, @unchecked Sendable {
  // Unchecked Sendable for `openScope`, its one mutable property: it is read and written only
  // while `mutex` is held. A bare mutex rather than `Lock<SerialScope?>`, whose generic
  // `withLock` is not specialized here: every hop of the scope's code reads `scope`.
  private let mutex = RawMutex()
  // Strong while the scope is open, which costs no weak load on the hot path; the scope unbinds
  // itself when it ends, which breaks the cycle. Exclusive under `mutex` already, so it skips the
  // dynamic exclusivity check.
  @exclusivity(unchecked) private var openScope: SerialScope?

  private init() {}

  deinit {
    mutex.destroy()
  }

  /// An executor for a scope being created; ``bind(to:)`` ties them.
  static func unbound() -> ScopeExecutor { ScopeExecutor() }

  /// The scope, from ``bind(to:)`` until ``unbind()``: nil once it has ended.
  var scope: SerialScope? {
    mutex.lock()
    defer { mutex.unlock() }
    return openScope
  }

  func bind(to scope: SerialScope) {
    mutex.lock()
    defer { mutex.unlock() }
    openScope = scope
  }

  /// Called when the scope ends: jobs enqueued here from then on go to the real main actor.
  func unbind() {
    mutex.lock()
    defer { mutex.unlock() }
    openScope = nil
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = RuntimeJob(job: UnownedJob(job), target: .main)
    // After the scope ended, a task it left running comes back here: the real main actor takes
    // it.
    if let scope, scope.append(job) { return }
    RuntimeHooks.forward(job)
  }

  /// Code outside the scope that checks main actor isolation while running on the main thread
  /// (the test before it entered the scope) is isolated: the main thread is the main actor.
  func isIsolatingCurrentContext() -> Bool? {
    MainThread.isCurrent
  }

  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }

  /// Keeps every scope's executor alive for the life of the process: a task left suspended when
  /// its scope ended may still be resumed onto it, and the runtime refers to a task's executor
  /// without owning it. A deliberate leak of one small object per scope (its mutex included),
  /// with no lock to take and no list to grow.
  static func retain(_ executor: ScopeExecutor) {
    _ = Unmanaged.passRetained(executor)
  }
}
