import Dispatch
import ExhaustiveCore
import ExhaustiveTesting

/// Our side of the scheduler benchmarks: `TestScheduler` and effect cancellation by id.
enum OurSchedulers {
  /// A test scheduler holding `offsets.count` one-shot actions at distinct times.
  static func pending(offsets: [Int]) -> (TestSchedulerOf<DispatchQueue>, Counter) {
    let scheduler = DispatchQueue.testScheduler
    let counter = Counter()
    for offset in offsets {
      scheduler.schedule(after: scheduler.now.advanced(by: .seconds(offset + 1))) {
        counter.increment()
      }
    }
    return (scheduler, counter)
  }

  static func advance(_ scheduler: TestSchedulerOf<DispatchQueue>, bySeconds seconds: Int) {
    scheduler.advance(by: .seconds(seconds))
  }

  /// Starts `count` delayed effects cancellable by id, then cancels each by its id. The returned
  /// check (not timed) runs the scheduler past the delay and answers how many outputs leaked.
  static func startAndCancel(count: Int) -> () -> Int {
    let scheduler = DispatchQueue.testScheduler
    let received = Counter()
    // Releasing a subscription cancels it; keep them so that only cancellation by id does.
    var subscriptions: [AnyCancellable] = []
    subscriptions.reserveCapacity(count)
    for id in 0..<count {
      subscriptions.append(
        Effect<Int, Never>(value: id)
          .delay(for: .seconds(1), scheduler: scheduler)
          .eraseToEffect()
          .cancellable(id: id)
          .sink { _ in received.increment() })
    }
    for id in 0..<count {
      _ = Effect<Never, Never>.cancel(id: id).sink { _ in }
    }
    return {
      scheduler.advance(by: .seconds(2))
      withExtendedLifetime(subscriptions) {}
      return received.value
    }
  }

  /// `timers` repeating timers with intervals 1…`timers` seconds, on one test scheduler.
  static func timers(_ timers: Int) -> (TestSchedulerOf<DispatchQueue>, Counter, [any Cancellable])
  {
    let scheduler = DispatchQueue.testScheduler
    let fires = Counter()
    var cancellables: [any Cancellable] = []
    for interval in 1...timers {
      cancellables.append(
        scheduler.schedule(
          after: scheduler.now.advanced(by: .seconds(interval)), interval: .seconds(interval)
        ) {
          fires.increment()
        })
    }
    return (scheduler, fires, cancellables)
  }
}
