import Dispatch
import Foundation

// Combine's `ImmediateScheduler` is not generic, so where Combine exists the generic immediate
// scheduler has a name of its own and `ImmediateScheduler` is Combine's (see Combine.swift).
#if canImport(Combine)
  /// A scheduler that runs all work synchronously, right away, at a time that never moves.
  ///
  /// Use it in tests and previews where delays are irrelevant: a `.debounce` or `.delay` on an
  /// immediate scheduler delivers at once.
  ///
  /// ```swift
  /// let environment = AppEnvironment(mainQueue: DispatchQueue.immediate.eraseToAnyScheduler())
  /// ```
  ///
  /// Repeating work runs once, at scheduling time, and is then over: running it for every interval
  /// would never end, and there is no later moment at which a second run could happen. The
  /// returned cancellable does nothing.
  ///
  /// Its actions need not be `@Sendable` (as with combine-schedulers): they run on the calling
  /// thread before `schedule` returns, so nothing crosses threads.
  ///
  /// Combine's `ImmediateScheduler` (its own time type, `ImmediateScheduler.shared`) is this one's
  /// non-generic counterpart; ``ImmediateSchedulerOf`` names this one for a scheduler's types.
  public struct GenericImmediateScheduler<
    SchedulerTimeType: Strideable & _SchedulerSendability, SchedulerOptions
  >: Scheduler
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & _SchedulerSendability {
    /// The scheduler's fixed time.
    public let now: SchedulerTimeType

    /// A scheduler whose time is always `now`.
    public init(now: SchedulerTimeType) {
      self.now = now
    }
  }

  extension GenericImmediateScheduler: Sendable where SchedulerTimeType: Sendable {}

  /// The generic immediate scheduler, whatever its name on this platform.
  package typealias ImmediateSchedulerType = GenericImmediateScheduler

  /// An immediate scheduler with the time and options types of `S`.
  public typealias ImmediateSchedulerOf<S: Scheduler> = GenericImmediateScheduler<
    S.SchedulerTimeType, S.SchedulerOptions
  >
#else
  /// A scheduler that runs all work synchronously, right away, at a time that never moves.
  ///
  /// Use it in tests and previews where delays are irrelevant: a `.debounce` or `.delay` on an
  /// immediate scheduler delivers at once.
  ///
  /// ```swift
  /// let environment = AppEnvironment(mainQueue: DispatchQueue.immediate.eraseToAnyScheduler())
  /// ```
  ///
  /// Repeating work runs once, at scheduling time, and is then over: running it for every interval
  /// would never end, and there is no later moment at which a second run could happen. The
  /// returned cancellable does nothing.
  ///
  /// Its actions need not be `@Sendable` (as with combine-schedulers): they run on the calling
  /// thread before `schedule` returns, so nothing crosses threads.
  public struct ImmediateScheduler<
    SchedulerTimeType: Strideable & _SchedulerSendability, SchedulerOptions
  >: Scheduler
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & _SchedulerSendability {
    /// The scheduler's fixed time.
    public let now: SchedulerTimeType

    /// A scheduler whose time is always `now`.
    public init(now: SchedulerTimeType) {
      self.now = now
    }
  }

  /// The generic immediate scheduler, whatever its name on this platform.
  package typealias ImmediateSchedulerType = ImmediateScheduler

  /// An immediate scheduler with the time and options types of `S`.
  public typealias ImmediateSchedulerOf<S: Scheduler> = ImmediateScheduler<
    S.SchedulerTimeType, S.SchedulerOptions
  >
#endif

extension ImmediateSchedulerType {
  /// Zero.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` now, whatever `date` says.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now (see the type's documentation), and returns a no-op cancellable.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    runOnce(action)
  }
}

extension ImmediateSchedulerType {
  /// Runs repeating work once, now, and is then over (see the type's documentation): the
  /// returned cancellable does nothing.
  private func runOnce(_ action: () -> Void) -> any Cancellable {
    action()
    return SendableCancellable {}
  }
}

extension DispatchQueue {
  /// A scheduler that runs work synchronously and immediately, with dispatch-queue types, so it
  /// can stand in for `DispatchQueue.main` in an `AnySchedulerOf<DispatchQueue>`.
  public static var immediate: ImmediateSchedulerOf<DispatchQueue> {
    ImmediateSchedulerType(now: .origin)
  }
}

extension ImmediateSchedulerType {
  // The protocol's conveniences take `@Sendable` actions (a live queue needs them); these
  // concrete ones, preferred by overload resolution, do not.

  /// Runs `action` now.
  public func schedule(_ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` now, whatever `date` says.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` now, whatever `date` says.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) {
    action()
  }

  /// Runs `action` once, now, and returns a no-op cancellable.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    runOnce(action)
  }

  /// Runs `action` once, now, and returns a no-op cancellable.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
  ) -> any Cancellable {
    runOnce(action)
  }
}

extension UIScheduler {
  /// A scheduler that runs work synchronously and immediately, with the UI scheduler's types.
  public static var immediate: ImmediateSchedulerOf<UIScheduler> {
    ImmediateSchedulerType(now: .origin)
  }
}

extension OperationQueue {
  /// A scheduler that runs work synchronously and immediately, with operation-queue types.
  public static var immediate: ImmediateSchedulerOf<OperationQueue> {
    ImmediateSchedulerType(now: .origin)
  }
}
