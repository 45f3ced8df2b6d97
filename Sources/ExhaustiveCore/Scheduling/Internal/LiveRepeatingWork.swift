// Apple's SDK declares the queues' conformances where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch

  // What the live queues' repeating `schedule(after:interval:…)` share: a Dispatch timer that
  // the returned cancellable stops, and one run for an interval that cannot repeat.

  /// Reports a non-positive `interval` given to `queue`'s repeating `schedule`: it would fire as
  /// fast as it can, a busy loop, so the work runs once, as on a `TestScheduler`.
  func reportNonPositiveInterval(of queue: String, _ interval: some Any) {
    reportIssue(
      """
      \(queue).schedule(after:interval:) was called with a non-positive interval \
      (\(interval)). Repeating work needs a positive interval; it was scheduled to run once.
      """
    )
  }

  /// Resumes `timer` and returns the cancellable that cancels it.
  func startTimer(_ timer: any DispatchSourceTimer) -> SendableCancellable {
    timer.resume()
    // `DispatchSourceTimer` is not marked `Sendable`, but dispatch sources are thread-safe and
    // `cancel()` may be called from any thread; the box only carries it into the closure.
    let box = UncheckedSendable(timer)
    return SendableCancellable { box.value.cancel() }
  }
#endif
