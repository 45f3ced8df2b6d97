import CombineSchedulers
import Dispatch
import OpenCombineShim

/// The peer side of the scheduler benchmarks: combine-schedulers 1.2.2's `TestScheduler` and,
/// for cancellation, (Open)Combine subscriptions kept in a dictionary by id the way TCA 0.x
/// cancelled effects.
enum PeerSchedulers {
  /// A test scheduler holding `offsets.count` one-shot actions at distinct times.
  static func pending(offsets: [Int]) -> (TestSchedulerOf<DispatchQueue>, Counter) {
    let scheduler = DispatchQueue.test
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

  /// Starts `count` delayed subscriptions stored by id, then cancels each by its id. The
  /// returned check answers how many outputs or subscriptions survived; it does not advance the
  /// scheduler, whose re-sort before every action would take hours over 200,000 items.
  static func startAndCancel(count: Int) -> () -> Int {
    let scheduler = DispatchQueue.test
    let received = Counter()
    var cancellables: [AnyHashable: AnyCancellable] = [:]
    cancellables.reserveCapacity(count)
    for id in 0..<count {
      cancellables[id] = Just(id)
        .delay(for: .seconds(1), scheduler: scheduler)
        .sink { _ in received.increment() }
    }
    for id in 0..<count {
      cancellables.removeValue(forKey: id)?.cancel()
    }
    let remaining = cancellables.count
    // Both sides tear down (the scheduler's queued work included) in the untimed check.
    return {
      withExtendedLifetime(scheduler) {}
      return received.value + remaining
    }
  }

  /// `timers` repeating timers with intervals 1…`timers` seconds, on one test scheduler.
  static func timers(_ timers: Int) -> (TestSchedulerOf<DispatchQueue>, Counter, [AnyCancellable]) {
    let scheduler = DispatchQueue.test
    let fires = Counter()
    var cancellables: [AnyCancellable] = []
    for interval in 1...timers {
      let cancellable = scheduler.schedule(
        after: scheduler.now.advanced(by: .seconds(interval)), interval: .seconds(interval)
      ) {
        fires.increment()
      }
      cancellables.append(AnyCancellable(cancellable))
    }
    return (scheduler, fires, cancellables)
  }
}
