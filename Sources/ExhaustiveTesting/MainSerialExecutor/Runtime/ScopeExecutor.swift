import Dispatch
import ExhaustiveCore
import Foundation

/// The main executor as seen from inside one scope.
///
/// While code of the scope runs, the runtime hooks answer `swift_task_getMainExecutor` with this
/// executor, so every main actor job of the scope (a `@MainActor` task it starts, a hop back to
/// the main actor, a continuation resumed onto it, from any thread) is enqueued here, into the
/// scope's queue. Its jobs run on the main thread, so it is the main actor in every sense that
/// matters: ``isIsolatingCurrentContext()`` says so whenever the main thread runs.
final class ScopeExecutor: SerialExecutor {
  private let scope = Lock<WeakScope>(WeakScope())

  private init() {}

  /// An executor for a scope being created; ``bind(to:)`` ties them.
  static func unbound() -> ScopeExecutor { ScopeExecutor() }

  func bind(to scope: SerialScope) {
    self.scope.withLock { $0.scope = scope }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = RuntimeJob(job: UnownedJob(job), target: .main)
    // After the scope ended, a task it left running comes back here: the real main actor takes
    // it.
    if let scope = scope.withLock({ $0.scope }), scope.append(job) { return }
    RuntimeHooks.forward(job)
  }

  /// Code outside the scope that checks main actor isolation while running on the main thread
  /// (the test before it entered the scope) is isolated: the main thread is the main actor.
  func isIsolatingCurrentContext() -> Bool? {
    Thread.isMainThread
  }

  func checkIsolated() {
    dispatchPrecondition(condition: .onQueue(.main))
  }

  private struct WeakScope {
    weak var scope: SerialScope?
  }

  /// Keeps every scope's executor alive for the life of the process: a task left suspended when
  /// its scope ended may still be resumed onto it (a few dozen bytes per scope).
  static func retain(_ executor: ScopeExecutor) {
    all.withLock { $0.append(executor) }
  }

  private static let all = Lock<[ScopeExecutor]>([])
}
