import Dispatch
import ExhaustiveTesting

extension AnyScheduler
where
  SchedulerTimeType == DispatchQueue.SchedulerTimeType,
  SchedulerOptions == DispatchQueue.SchedulerOptions
{
  /// The same scheduler with every delay and interval divided by `factor`: real work on the real
  /// queue, in a fraction of the time.
  func fastForwarded(by factor: Int) -> Self {
    let base = self
    let shorten: @Sendable (SchedulerTimeType) -> SchedulerTimeType = { date in
      let delay = base.now.distance(to: date)
      return base.now.advanced(by: .nanoseconds(delay.nanoseconds / factor))
    }
    return AnyScheduler(
      minimumTolerance: { base.minimumTolerance },
      now: { base.now },
      scheduleImmediately: { options, action in base.schedule(options: options, action) },
      delayed: { date, tolerance, options, action in
        base.schedule(after: shorten(date), tolerance: tolerance, options: options, action)
      },
      interval: { date, interval, tolerance, options, action in
        base.schedule(
          after: shorten(date), interval: .nanoseconds(interval.nanoseconds / factor),
          tolerance: tolerance, options: options, action)
      }
    )
  }

  /// The same scheduler, calling `didRun` right after each delayed action has run: a test waits
  /// for exactly that moment instead of sleeping for a guess at it.
  func signalling(afterEachDelayedAction didRun: @escaping @Sendable () -> Void) -> Self {
    let base = self
    return AnyScheduler(
      minimumTolerance: { base.minimumTolerance },
      now: { base.now },
      scheduleImmediately: { options, action in base.schedule(options: options, action) },
      delayed: { date, tolerance, options, action in
        base.schedule(after: date, tolerance: tolerance, options: options) {
          action()
          didRun()
        }
      },
      interval: { date, interval, tolerance, options, action in
        base.schedule(
          after: date, interval: interval, tolerance: tolerance, options: options, action)
      }
    )
  }
}
