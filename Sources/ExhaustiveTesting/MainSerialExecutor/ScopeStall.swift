/// Why work started inside `withMainSerialExecutor` cannot finish: the failure texts of a stall
/// and of tasks left running when the scope ends.
struct ScopeStall: Equatable, Sendable {
  /// How many tasks started in the scope are alive with nothing queued to run.
  var suspendedTasks: Int

  /// `1 task is suspended` / `2 tasks are suspended`.
  private var tasks: String {
    suspendedTasks == 1 ? "1 task is suspended" : "\(suspendedTasks) tasks are suspended"
  }

  /// The test awaits something while nothing queued can ever resume it.
  var stallMessage: String {
    let what =
      suspendedTasks == 0
      ? "No other task is alive" : "\(tasks) and nothing queued can resume them"
    return """
      The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: \
      it awaits work that waits on the test.

      \(what). Feed what they await (a stream, a continuation), advance the test clock, or \
      cancel them before awaiting. The scope's tasks were cancelled so the test can go on.
      """
  }

  /// The scope ended with tasks still running.
  var unfinishedMessage: String {
    let what = suspendedTasks == 1 ? "1 task is" : "\(suspendedTasks) tasks are"
    return """
      withMainSerialExecutor ended while \(what) still running (suspended with nothing queued \
      to resume them).

      Feed what they await, advance the test clock, or cancel them before the scope ends; pass \
      allowsUnfinishedTasks: true to leave them running. They were cancelled.
      """
  }
}
