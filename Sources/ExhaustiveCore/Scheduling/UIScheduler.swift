import Dispatch
import Foundation

/// A scheduler for UI work: runs work at once when called on the main thread, and hands it to
/// the main queue otherwise, as combine-schedulers' `UIScheduler` does.
///
/// `DispatchQueue.main` always defers work to a later turn of the run loop, even when already on
/// the main thread; a view that receives a value on it renders one frame late. This one avoids
/// that hop:
///
/// ```swift
/// viewModel.$title
///   .receive(on: UIScheduler.shared)
///   .sink { label.text = $0 }
/// ```
///
/// Work scheduled after a date or repeatedly always goes to the main queue.
///
/// Its immediate `schedule` takes work that need not be `@Sendable`, as the peer's does: on the
/// main thread it runs before `schedule` returns, where it was written. Called from another
/// thread, the work is handed to the main queue, and the compiler cannot check it for that hop:
/// pass only work that may run on the main thread (Combine's `UIScheduler` has the same rule).
public struct UIScheduler: Scheduler {
  /// Dispatch-queue time, so it can stand in for `DispatchQueue.main` in an
  /// `AnySchedulerOf<DispatchQueue>`.
  public typealias SchedulerTimeType = DispatchQueue.SchedulerTimeType
  /// No options: work runs as soon as possible (combine-schedulers' choice too).
  public typealias SchedulerOptions = Never

  /// The one UI scheduler.
  public static let shared = Self()

  private init() {}

  /// The main queue's current time.
  public var now: SchedulerTimeType { DispatchQueue.main.now }

  /// The main queue's minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { DispatchQueue.main.minimumTolerance }

  /// Runs `action` now when called on the main thread, otherwise on the main queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if Thread.isMainThread {
      action()
    } else {
      // Unchecked by design (see the type's documentation): the work was handed over to run on
      // the main thread, as with Combine's UIScheduler.
      let action = UncheckedSendable(action)
      DispatchQueue.main.schedule(options: nil) { action.value() }
    }
  }

  // Where Combine exists, its requirements hand over actions that are not `@Sendable`; they go
  // to the main queue, where the type's documentation says they run (Combine's contract for
  // schedulers).

  /// Runs `action` on the main queue at or after `date`.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping _SchedulerAction
  ) {
    DispatchQueue.main.schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` on the main queue at `date` and then every `interval`, until cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping _SchedulerAction
  ) -> any Cancellable {
    DispatchQueue.main.schedule(
      after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }
}

#if canImport(Combine)
  // No stored state (Combine's `Scheduler` does not imply `Sendable`, ours does).
  extension UIScheduler: Sendable {}
#endif

extension UIScheduler {
  /// Runs `action` now when called on the main thread, otherwise on the main queue (see the
  /// type's documentation for what it may capture).
  public func schedule(_ action: @escaping () -> Void) {
    schedule(options: nil, action)
  }
}
