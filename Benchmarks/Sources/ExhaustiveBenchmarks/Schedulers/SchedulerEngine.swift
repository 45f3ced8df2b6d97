/// The operations the scheduler benchmarks time. Each `prepare…` builds its state untimed and
/// returns the timed part, which answers how many actions ran.
struct SchedulerEngine {
  /// Schedules one action per offset (at `offset + 1` seconds); the returned work advances past
  /// all of them in one `advance`.
  var prepareAdvance: ([Int]) -> () -> Int
  /// Starts N delayed effects cancellable by id and cancels each by id; the returned check (not
  /// timed) answers how many outputs or subscriptions survived.
  var startAndCancel: (Int) -> () -> Int
  /// Schedules N repeating timers with intervals 1…N seconds; the returned work advances N
  /// seconds in one `advance`.
  var prepareTimers: (Int) -> () -> Int
}

extension SchedulerEngine {
  /// Our `TestScheduler` and `Effect` cancellation.
  static var ours: SchedulerEngine {
    SchedulerEngine(
      prepareAdvance: { offsets in
        let (scheduler, counter) = OurSchedulers.pending(offsets: offsets)
        return {
          OurSchedulers.advance(scheduler, bySeconds: offsets.count + 1)
          return counter.value
        }
      },
      startAndCancel: OurSchedulers.startAndCancel,
      prepareTimers: { count in
        let (scheduler, fires, cancellables) = OurSchedulers.timers(count)
        return {
          OurSchedulers.advance(scheduler, bySeconds: count)
          withExtendedLifetime(cancellables) {}
          return fires.value
        }
      }
    )
  }

  /// combine-schedulers 1.2.2 (and OpenCombine for the cancellation case).
  static var peer: SchedulerEngine {
    SchedulerEngine(
      prepareAdvance: { offsets in
        let (scheduler, counter) = PeerSchedulers.pending(offsets: offsets)
        return {
          PeerSchedulers.advance(scheduler, bySeconds: offsets.count + 1)
          return counter.value
        }
      },
      startAndCancel: PeerSchedulers.startAndCancel,
      prepareTimers: { count in
        let (scheduler, fires, cancellables) = PeerSchedulers.timers(count)
        return {
          PeerSchedulers.advance(scheduler, bySeconds: count)
          withExtendedLifetime(cancellables) {}
          return fires.value
        }
      }
    )
  }
}
