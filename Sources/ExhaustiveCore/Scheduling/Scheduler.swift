// Combine declares this where it exists (see Combine.swift).
#if !canImport(Combine)
  /// Something that can run work now, later, or repeatedly.
  ///
  /// The Combine-shaped scheduler abstraction effects are written against, without Combine.
  ///
  /// Depend on a scheduler in your environment (usually ``AnySchedulerOf``) instead of reaching for
  /// `DispatchQueue.main`, so tests can substitute a virtual-time `TestScheduler`:
  ///
  /// ```swift
  /// struct AppEnvironment {
  ///   var mainQueue: AnySchedulerOf<DispatchQueue>
  /// }
  /// let live = AppEnvironment(mainQueue: DispatchQueue.main.eraseToAnyScheduler())
  /// ```
  public protocol Scheduler<SchedulerTimeType, SchedulerOptions>: Sendable {
    /// The scheduler's notion of a moment in time.
    associatedtype SchedulerTimeType: Strideable & Sendable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & Sendable
    /// Options that tune how work is run (for example a dispatch QoS).
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }

    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void)

    /// Runs `action` once, at or after `date`.
    func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    )

    /// Runs `action` at `date` and then every `interval`, until the returned value is cancelled.
    func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable
  }

  extension Scheduler {
    /// Runs `action` as soon as possible, with default options.
    @inlinable
    public func schedule(_ action: @escaping @Sendable () -> Void) {
      schedule(options: nil, action)
    }

    /// Runs `action` once, at or after `date`, with the minimum tolerance.
    @inlinable
    public func schedule(after date: SchedulerTimeType, _ action: @escaping @Sendable () -> Void) {
      schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` once, at or after `date`.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      _ action: @escaping @Sendable () -> Void
    ) {
      schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, until cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
      schedule(
        after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` and then every `interval`, until cancelled.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
      schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
  }
#endif
