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
public struct AnyScheduler<SchedulerTimeType: Strideable & _SchedulerSendability, SchedulerOptions>:
  Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & _SchedulerSendability {
  /// The wrapped scheduler (or `()` when built from closures), so test tooling can find a test
  /// scheduler inside an environment by reflection.
  #if canImport(Combine)
    package let base: Any
  #else
    package let base: any Sendable
  #endif

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
    ) -> SendableCancellable

  /// Wraps `scheduler`. Wrapping an `AnyScheduler` returns it unchanged.
  public init<S: Scheduler & _SchedulerSendability>(_ scheduler: S)
  where S.SchedulerTimeType == SchedulerTimeType, S.SchedulerOptions == SchedulerOptions {
    if let erased = scheduler as? Self {
      self = erased
      return
    }
    let reference = scheduler.reference
    self.base = reference.value
    self.nowBody = { reference.value.now }
    self.minimumToleranceBody = { reference.value.minimumTolerance }
    self.scheduleBody = { options, action in reference.value.schedule(options: options, action) }
    self.scheduleAfterBody = { date, tolerance, options, action in
      reference.value.schedule(after: date, tolerance: tolerance, options: options, action)
    }
    self.scheduleIntervalBody = { date, interval, tolerance, options, action in
      reference.value.schedule(
        after: date, interval: interval, tolerance: tolerance, options: options, action)
    }
    // Resolved against `S` once, here, so the wrapped scheduler keeps the ability to take back
    // cancelled work (see `CancellableScheduling`).
    if let cancelling = scheduler as? any CancellableScheduling<SchedulerTimeType, SchedulerOptions>
    {
      let cancelling = SchedulerReference(cancelling)
      self.scheduleCancellablyBody = { date, tolerance, options, action in
        cancelling.value.scheduleWithCancellation(
          after: date, tolerance: tolerance, options: options, action)
      }
    } else {
      self.scheduleCancellablyBody = { date, tolerance, options, action in
        reference.value.schedule(after: date, tolerance: tolerance, options: options, action)
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
  public func schedule(options: SchedulerOptions?, _ action: @escaping _SchedulerAction) {
    scheduleBody(options, Self.sendable(action))
  }

  /// Runs `action` once, at or after `date`, on the wrapped scheduler.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping _SchedulerAction
  ) {
    scheduleAfterBody(date, tolerance, options, Self.sendable(action))
  }

  /// Runs `action` at `date` and then every `interval` on the wrapped scheduler, until cancelled.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping _SchedulerAction
  ) -> any Cancellable {
    scheduleIntervalBody(date, interval, tolerance, options, Self.sendable(action))
  }

  #if canImport(Combine)
    // Combine's requirements hand over actions that are not `@Sendable`: a scheduler runs them
    // on its own context, which is Combine's contract for every scheduler (the SDK's queues
    // take the same closures). They go on, unchanged, to the wrapped scheduler.
    private static func sendable(_ action: @escaping () -> Void) -> @Sendable () -> Void {
      assumeSendable(action)
    }
  #else
    private static func sendable(
      _ action: @escaping @Sendable () -> Void
    ) -> @Sendable () -> Void {
      action
    }
  #endif
}

#if canImport(Combine)
  // Combine's `Scheduler` is not `Sendable`; this one is, by what it holds: `@Sendable` closures
  // over a `SchedulerReference` (see there why carrying a scheduler is safe) and, in `base`, the
  // same scheduler, read only by test tooling looking for a test scheduler.
  extension AnyScheduler: @unchecked Sendable {}
#endif

extension AnyScheduler: CancellableScheduling {
  /// Schedules on the wrapped scheduler; cancelling takes the work back when it can.
  package func scheduleWithCancellation(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping @Sendable () -> Void
  ) -> SendableCancellable {
    scheduleCancellablyBody(date, tolerance, options, action)
  }
}

/// A type-erased scheduler with the time and options types of `S`.
///
/// `AnySchedulerOf<DispatchQueue>` is a type-erased dispatch queue.
public typealias AnySchedulerOf<S: Scheduler> = AnyScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>

extension Scheduler
where
  Self: _SchedulerSendability, SchedulerTimeType: _SchedulerSendability,
  SchedulerTimeType.Stride: _SchedulerSendability
{
  /// Wraps this scheduler in an ``AnyScheduler``.
  ///
  /// ```swift
  /// AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler())
  /// ```
  public func eraseToAnyScheduler() -> AnyScheduler<SchedulerTimeType, SchedulerOptions> {
    AnyScheduler(self)
  }
}
