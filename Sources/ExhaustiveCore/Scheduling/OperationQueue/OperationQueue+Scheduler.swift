// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch
  import Foundation

  /// An operation queue runs scheduled work as block operations. Delayed and repeating work waits
  /// on a Dispatch timer and is then added to the queue, so it obeys the queue's
  /// `maxConcurrentOperationCount` and suspension like any other operation.
  ///
  /// ```swift
  /// OperationQueue.main.schedule(after: .init(Date()), interval: 1) {
  ///   print("OperationQueue", "timer")
  /// }
  /// .store(in: &cancellables)
  /// ```
  ///
  /// `RunLoop` has no conformance: its `Sendable` conformance is explicitly unavailable in
  /// Foundation (a run loop belongs to one thread), and ``Scheduler`` must be `Sendable` because
  /// effects capture their scheduler in `@Sendable` closures.
  extension OperationQueue: Scheduler {
    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// Zero.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Adds `action` to the queue as a block operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
      addOperation(action)
    }

    /// Adds `action` to the queue once `date` has passed.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    ) {
      DispatchQueue.global().asyncAfter(deadline: Self.deadline(for: date)) {
        self.addOperation(action)
      }
    }

    /// Adds `action` to the queue at `date` and then every `interval`, until the returned
    /// cancellable is cancelled or released.
    ///
    /// A non-positive interval would add operations as fast as the timer can fire: it is
    /// reported through ``reportIssue(_:fileID:filePath:line:column:)`` and the work runs once,
    /// as on a `TestScheduler`.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
      let isRepeating = interval.timeInterval > 0
      if !isRepeating { reportNonPositiveInterval(of: "OperationQueue", interval) }
      let timer = DispatchSource.makeTimerSource(queue: .global())
      timer.setEventHandler {
        self.addOperation(action)
      }
      timer.schedule(
        deadline: Self.deadline(for: date),
        repeating: isRepeating
          ? .nanoseconds(max(Self.nanoseconds(interval.timeInterval), 1)) : .never,
        leeway: .nanoseconds(max(Self.nanoseconds(tolerance.timeInterval), 0))
      )
      return startTimer(timer)
    }

    private static func deadline(for date: SchedulerTimeType) -> DispatchTime {
      let delay = max(date.date.timeIntervalSinceNow, 0)
      return .now() + .nanoseconds(nanoseconds(delay))
    }

    /// Seconds as whole nanoseconds, clamped to `Int`'s range instead of trapping (not a number
    /// counts as zero).
    private static func nanoseconds(_ seconds: TimeInterval) -> Int {
      let value = (seconds * 1_000_000_000).rounded(.up)
      guard !value.isNaN else { return 0 }
      guard value.isFinite else { return value > 0 ? .max : .min }
      return value >= Double(Int.max) ? .max : value <= Double(Int.min) ? .min : Int(value)
    }
  }
#endif
