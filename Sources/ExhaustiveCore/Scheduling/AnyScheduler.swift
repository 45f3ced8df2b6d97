/// A type-erased ``Scheduler``: any scheduler whose time and options types match.
///
/// Put one in your environment so the live app can use a real queue and tests a virtual-time
/// `TestScheduler`:
///
/// ```swift
/// struct AppEnvironment {
///   var mainQueue: AnySchedulerOf<DispatchQueue>
/// }
///
/// // Live:
/// AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler())
///
/// // Tests:
/// let scheduler = TestScheduler.dispatchQueue
/// AppEnvironment(mainQueue: scheduler.eraseToAnyScheduler())
/// scheduler.advance(by: 1)
/// ```
public struct AnyScheduler<SchedulerTimeType: Strideable & Sendable, SchedulerOptions>: Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable {
  /// The wrapped scheduler (or `()` when built from closures), so test tooling can find a test
  /// scheduler inside an environment by reflection.
  package let base: any Sendable

  private let nowBody: @Sendable () -> SchedulerTimeType
  private let minimumToleranceBody: @Sendable () -> SchedulerTimeType.Stride
  private let scheduleBody: @Sendable (SchedulerOptions?, @escaping @Sendable () -> Void) -> Void
  private let scheduleAfterBody:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping @Sendable () -> Void
    ) -> Void
  private let scheduleIntervalBody:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping @Sendable () -> Void
    ) -> any Cancellable
  private let scheduleCancellablyBody:
    @Sendable (
      SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?,
      @escaping @Sendable () -> Void
    ) -> AnyCancellable

  /// Wraps `scheduler`. Wrapping an `AnyScheduler` returns it unchanged.
  public init<S: Scheduler>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    if let erased = scheduler as? Self {
      self = erased
      return
    }
    self.base = scheduler
    self.nowBody = { scheduler.now }
    self.minimumToleranceBody = { scheduler.minimumTolerance }
    self.scheduleBody = { options, action in scheduler.schedule(options: options, action) }
    self.scheduleAfterBody = { date, tolerance, options, action in
      scheduler.schedule(after: date, tolerance: tolerance, options: options, action)
    }
    self.scheduleIntervalBody = { date, interval, tolerance, options, action in
      scheduler.schedule(
        after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
    // Resolved against `S` once, here, so the wrapped scheduler keeps the ability to take back
    // cancelled work (see `CancellableScheduling`).
    if let cancelling = scheduler as? any CancellableScheduling<SchedulerTimeType, SchedulerOptions>
    {
      self.scheduleCancellablyBody = { date, tolerance, options, action in
        cancelling.scheduleWithCancellation(
          after: date, tolerance: tolerance, options: options, action)
      }
    } else {
      self.scheduleCancellablyBody = { date, tolerance, options, action in
        scheduler.schedule(after: date, tolerance: tolerance, options: options, action)
        return .empty
      }
    }
  }

  /// Builds a scheduler from closures, for one-off schedulers in tests or previews.
  public init(
    minimumTolerance: @escaping @Sendable () -> SchedulerTimeType.Stride,
    now: @escaping @Sendable () -> SchedulerTimeType,
    scheduleImmediately:
      @escaping @Sendable (SchedulerOptions?, @escaping @Sendable () -> Void) ->
      Void,
    delayed:
      @escaping @Sendable (
        SchedulerTimeType, SchedulerTimeType.Stride, SchedulerOptions?,
        @escaping @Sendable () -> Void
      ) -> Void,
    interval:
      @escaping @Sendable (
        SchedulerTimeType, SchedulerTimeType.Stride, SchedulerTimeType.Stride, SchedulerOptions?,
        @escaping @Sendable () -> Void
      ) -> any Cancellable
  ) {
    self.base = ()
    self.nowBody = now
    self.minimumToleranceBody = minimumTolerance
    self.scheduleBody = scheduleImmediately
    self.scheduleAfterBody = delayed
    self.scheduleIntervalBody = interval
    self.scheduleCancellablyBody = { date, tolerance, options, action in
      delayed(date, tolerance, options, action)
      return .empty
    }
  }

  /// The wrapped scheduler's current time.
  public var now: SchedulerTimeType { nowBody() }

  /// The wrapped scheduler's minimum tolerance.
  public var minimumTolerance: SchedulerTimeType.Stride { minimumToleranceBody() }

  /// Runs `action` as soon as possible on the wrapped scheduler.
  public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
    scheduleBody(options, action)
  }

  /// Runs `action` once, at or after `date`, on the wrapped scheduler.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) {
    scheduleAfterBody(date, tolerance, options, action)
  }

  /// Runs `action` at `date` and then every `interval` on the wrapped scheduler, until cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> any Cancellable {
    scheduleIntervalBody(date, interval, tolerance, options, action)
  }
}

extension AnyScheduler: CancellableScheduling {
  /// Schedules on the wrapped scheduler; cancelling takes the work back when it can.
  package func scheduleWithCancellation(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> AnyCancellable {
    scheduleCancellablyBody(date, tolerance, options, action)
  }
}

/// A type-erased scheduler with the time and options types of `S`.
///
/// `AnySchedulerOf<DispatchQueue>` is a type-erased dispatch queue.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension Scheduler {
  /// Wraps this scheduler in an ``AnyScheduler``.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler())
  /// ```
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}
