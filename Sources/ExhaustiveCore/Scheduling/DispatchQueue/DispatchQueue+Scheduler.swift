// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch

  /// A dispatch queue schedules work with `async`, `asyncAfter` and, for repeating work, a
  /// `DispatchSourceTimer` that is cancelled with the returned cancellable.
  ///
  /// ```swift
  /// var cancellables: Set<AnyCancellable> = []
  /// DispatchQueue.main.schedule(after: .init(.now()), interval: 1) {
  ///   print("DispatchQueue", "timer")
  /// }
  /// .store(in: &cancellables)
  /// ```
  extension DispatchQueue: Scheduler {
    /// The current dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// Zero: Dispatch takes tolerance as a leeway hint.
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    /// Submits `action` with `async`.
    public func schedule(options: SchedulerOptions?, _ action: @escaping @Sendable () -> Void) {
      let options = options ?? SchedulerOptions()
      async(group: options.group, qos: options.qos, flags: options.flags, execute: action)
    }

    /// Submits `action` with `asyncAfter`; a group in `options` is entered until `action` has run.
    public func schedule(
      after date: SchedulerTimeType,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    ) {
      let options = options ?? SchedulerOptions()
      let group = options.group
      group?.enter()
      asyncAfter(deadline: date.dispatchTime, qos: options.qos, flags: options.flags) {
        action()
        group?.leave()
      }
    }

    /// Runs `action` from a `DispatchSourceTimer` targeting this queue, first at `date` and then
    /// every `interval`, until the returned cancellable is cancelled or released.
    ///
    /// A non-positive interval would fire the timer as fast as the queue can run it, a busy loop:
    /// it is reported through ``reportIssue(_:fileID:filePath:line:column:)`` and the work runs
    /// once, as on a `TestScheduler`.
    public func schedule(
      after date: SchedulerTimeType,
      interval: SchedulerTimeType.Stride,
      tolerance: SchedulerTimeType.Stride,
      options: SchedulerOptions?,
      _ action: @escaping @Sendable () -> Void
    ) -> any Cancellable {
      let isRepeating = interval > .zero
      if !isRepeating { reportNonPositiveInterval(of: "DispatchQueue", interval) }
      let options = options ?? SchedulerOptions()
      let timer = DispatchSource.makeTimerSource(queue: self)
      timer.setEventHandler(qos: options.qos, flags: options.flags, handler: action)
      timer.schedule(
        deadline: date.dispatchTime,
        repeating: isRepeating ? interval.timeInterval : .never,
        leeway: .nanoseconds(max(tolerance.nanoseconds, 0))
      )
      return startTimer(timer)
    }
  }
#endif
