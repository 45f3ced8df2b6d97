// Where Combine exists, Combine has no scheduler-driven timer publisher (Foundation's
// `Timer.publish` runs on a run loop only), so this is one of the few names ExhaustivePublishers
// adds there, as combine-schedulers does (see ExhaustiveCore's Combine.swift).
#if canImport(Combine)
  import Combine
  import ExhaustiveCore
  import ExhaustiveUnsafe

  extension Publishers {
    /// A connectable publisher that emits the scheduler's time every `interval`, the first time
    /// `interval` after it is connected, as combine-schedulers' `Publishers.Timer` does.
    ///
    /// Unlike Foundation's `Timer.publish`, it runs on any scheduler, so a test drives it with a
    /// `TestScheduler`:
    ///
    /// ```swift
    /// let scheduler = DispatchQueue.test
    /// var ticks = 0
    /// Publishers.Timer(every: 1, scheduler: scheduler)
    ///   .autoconnect()
    ///   .sink { _ in ticks += 1 }
    ///   .store(in: &cancellables)
    /// scheduler.advance(by: 3)  // ticks == 3
    /// ```
    ///
    /// Every subscriber attached while connected receives each tick; connecting again while
    /// connected changes nothing. Cancelling the connection stops the ticks and releases the
    /// scheduled work.
    public final class Timer<S: Scheduler>: ConnectablePublisher {
      /// The scheduler's time at each tick.
      public typealias Output = S.SchedulerTimeType
      /// A timer never fails.
      public typealias Failure = Never

      /// The time between ticks.
      public let interval: S.SchedulerTimeType.Stride
      /// The tolerance the scheduler is asked for (its minimum when nil).
      public let tolerance: S.SchedulerTimeType.Stride?
      /// The scheduler that measures the interval and runs the ticks.
      public let scheduler: S
      /// The options the scheduler is asked to run the ticks with.
      public let options: S.SchedulerOptions?
      private let ticks = PassthroughSubject<Output, Never>()
      private let connection = Lock<SendableCancellable?>(nil)

      /// A timer that ticks every `interval` on `scheduler` once connected.
      public init(
        every interval: S.SchedulerTimeType.Stride,
        tolerance: S.SchedulerTimeType.Stride? = nil,
        scheduler: S,
        options: S.SchedulerOptions? = nil
      ) {
        self.interval = interval
        self.tolerance = tolerance
        self.scheduler = scheduler
        self.options = options
      }

      /// Attaches a subscriber; it receives the ticks while the timer is connected.
      public func receive<Downstream: Subscriber>(subscriber: Downstream)
      where Downstream.Input == Output, Downstream.Failure == Never {
        ticks.receive(subscriber: subscriber)
      }

      /// Starts the ticks, unless already started; cancel the result to stop them.
      public func connect() -> any Cancellable {
        if let existing = connection.withLock({ $0 }) { return existing }
        let scheduled = SendableCancellable(
          scheduler.schedule(
            after: scheduler.now.advanced(by: interval),
            interval: interval,
            tolerance: tolerance ?? scheduler.minimumTolerance,
            options: options
          ) { [weak self] in
            guard let self else { return }
            ticks.send(scheduler.now)
          })
        // The handle reaches only the lock and `scheduled`, both `Sendable`.
        let state = connection
        let started = SendableCancellable {
          scheduled.cancel()
          state.withLock { $0 = nil }
        }
        let winner = connection.withLock { current -> SendableCancellable? in
          if let current { return current }
          current = started
          return nil
        }
        if let winner {
          // Another thread connected first: keep its ticks, stop these.
          scheduled.cancel()
          return winner
        }
        return started
      }
    }
  }
#endif
