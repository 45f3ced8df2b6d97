// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

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
    public final class Timer<S: Scheduler>: ConnectablePublisher, Sendable {
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
      private let scheduling: UncheckedSendable<S.SchedulerOptions?>
      private let multicast = Multicast<Output, Never>(current: nil)
      private let connection = Lock<AnyCancellable?>(nil)

      /// The options the scheduler is asked to run the ticks with.
      public var options: S.SchedulerOptions? { scheduling.value }

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
        // Options are plain configuration values (a QoS, say) that are only handed back to the
        // scheduler; they are never mutated, so sharing them is safe though their type does not
        // say Sendable.
        self.scheduling = UncheckedSendable(options)
      }

      /// Starts the ticks, unless already started; cancel the result to stop them.
      public func connect() -> any Cancellable {
        let existing = connection.withLock { $0 }
        if let existing { return existing }
        let ticks = scheduler.schedule(
          after: scheduler.now.advanced(by: interval),
          interval: interval,
          tolerance: tolerance ?? scheduler.minimumTolerance,
          options: scheduling.value
        ) { [weak self] in
          guard let self else { return }
          multicast.send(scheduler.now, keep: false)
        }
        let started = AnyCancellable { [weak self] in
          ticks.cancel()
          self?.connection.withLock { $0 = nil }
        }
        let winner = connection.withLock { current -> AnyCancellable? in
          if let current { return current }
          current = started
          return nil
        }
        if let winner {
          // Another thread connected first: keep its ticks, stop these.
          ticks.cancel()
          return winner
        }
        return started
      }

      /// Attaches a subscriber; it receives the ticks while the timer is connected.
      public func eraseToEffect() -> Effect<Output, Never> {
        multicast.effect
      }
    }
  }
#endif
