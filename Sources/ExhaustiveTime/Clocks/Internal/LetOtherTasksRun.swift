/// Gives other tasks a chance to run, as swift-concurrency-extras' `Task.megaYield()` does: 20
/// times, a background task that yields once, awaited.
///
/// Only for a test clock advanced outside `withMainSerialExecutor`, where nothing else can tell
/// when the tasks it woke have run; it is the heuristic swift-clocks relies on, kept to match
/// its behaviour (the deterministic way is a serial scope, which the clock settles instead).
func letOtherTasksRun() async {
  for _ in 0..<20 {
    await Task<Void, Never>.detached(priority: .background) { await Task.yield() }.value
  }
}
