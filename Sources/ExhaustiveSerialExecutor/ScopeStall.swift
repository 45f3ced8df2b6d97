import ExhaustiveTestRuntime

/// Why work started inside `withMainSerialExecutor` cannot finish: the failure texts of a stall
/// and of tasks left running when the scope ends.
package struct ScopeStall: Equatable, Sendable {
  /// How many tasks started in the scope are alive with nothing queued to run.
  var suspendedTasks: Int

  /// Where each task the scope saw created, and has not seen finish, was created, in the order
  /// of creation: `created in Model.load() at Model.swift:31`.
  var origins: [String] = []

  /// How many of those tasks sleep on a test clock (their lines say until when).
  var testClockSleepers = 0

  /// How long the scope waited for work from outside before reporting (its stall timeout), as
  /// failures say it.
  var waited = "0 seconds"

  /// `1 task is suspended` / `2 tasks are suspended`.
  private var tasks: String {
    suspendedTasks == 1 ? "1 task is suspended" : "\(suspendedTasks) tasks are suspended"
  }

  /// The test awaits something while nothing queued can ever resume it.
  var stallMessage: String {
    let fix = """
      \(hint(before: "awaiting")) The scope's tasks were cancelled so the test can go on.
      """
    guard suspendedTasks > 0 else { return testAloneStallMessage }
    return """
      \(Self.stallHeading)

      \(tasks) and nothing queued can resume them:
      \(originList)

      \(fix)
      """
  }

  private static let stallHeading = """
    The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: it \
    awaits work that waits on the test.
    """

  /// Only the test is suspended: nothing the scope can see waits on it, so what it awaits is
  /// outside the scope's sight, most often a real-time sleep longer than the stall timeout.
  private var testAloneStallMessage: String {
    """
    The test is suspended inside withMainSerialExecutor and nothing arrived to resume it within \
    the stall timeout (\(waited)); no task started in the scope is alive, so what it awaits is \
    outside the scope's sight.

    A task sleeping in real time (Task.sleep, ContinuousClock) longer than the stall timeout \
    waits where the scope cannot advance it: give the model a clock, and the test a TestClock, \
    or pass a longer stallTimeout. Otherwise it awaits what nothing will deliver: feed what it \
    awaits (a stream, a continuation). The scope's tasks were cancelled so the test can go on.
    """
  }

  /// The scope ended with tasks still running.
  var unfinishedMessage: String {
    let what = suspendedTasks == 1 ? "1 task is" : "\(suspendedTasks) tasks are"
    // An exploring scope refuses allowsUnfinishedTasks: it is no way out there.
    let allow =
      isExploring ? "" : " Pass allowsUnfinishedTasks: true to leave them running."
    return """
      withMainSerialExecutor ended while \(what) still running (suspended with nothing queued \
      to resume them):
      \(originList)

      \(hint(before: "the scope ends"))\(allow) They were cancelled.
      """
  }

  /// Whether the scope runs one schedule of an exploration.
  var isExploring = false

  /// What resumes the tasks: the test clock only when one of them sleeps on it. A task sleeping
  /// in real time waits outside the scope's sight, so it is never told to advance a test clock.
  private func hint(before moment: String) -> String {
    if testClockSleepers > 0 {
      return """
        Advance the test clock, feed what they await (a stream, a continuation), or cancel \
        them before \(moment).
        """
    }
    return """
      Feed what they await (a stream, a continuation), or cancel them before \(moment). A task \
      sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot advance \
      it: give the model a clock, and the test a TestClock.
      """
  }

  /// A ``ModelHarness`` step run outside `withMainSerialExecutor` (in a scope of its own that
  /// ends with it) left tasks running.
  package var unfinishedAfterHarnessStep: String {
    let what =
      suspendedTasks == 1 ? "1 task it started is" : "\(suspendedTasks) tasks it started are"
    return """
      The step ran outside withMainSerialExecutor, so the harness ran it in a serial scope of its \
      own, which ends with the step, and \(what) still running (suspended with nothing queued \
      to resume them):
      \(originList)

      Nothing would run them deterministically after the step, so they were cancelled. Run the \
      test inside withMainSerialExecutor { … } (or with the .mainSerialExecutor trait) to keep them \
      running between steps, and resume them in later steps.
      """
  }

  /// One line per task: `  • a task created in Model.load() at Model.swift:31`.
  ///
  /// The count comes from the tasks' references to the scope, the places from the tasks the
  /// scope saw created; they differ when a task started on an executor of its own (never seen
  /// by the scope) or finished off the scope's queue (its end not seen), and the list says so.
  private var originList: String {
    var lines = [String]()
    let (first, omitted, last) = FailureOutputBudget.ends(of: origins)
    lines += first.map { "  • a task \($0)" }
    if omitted > 0 {
      lines.append("  " + FailureOutputBudget.omissionLine(omitted))
      lines += last.map { "  • a task \($0)" }
    }
    let unseen = suspendedTasks - origins.count
    if unseen > 0 {
      lines.append(
        unseen == 1
          ? "  • 1 more task the scope cannot place (created on an executor of its own, out of "
            + "its sight)"
          : "  • \(unseen) more tasks the scope cannot place (created on executors of their "
            + "own, out of its sight)")
    } else if unseen < 0 {
      lines.append(
        "  (\(-unseen) of these finished off the scope's queue, where the scope cannot see "
          + "which)")
    }
    return lines.joined(separator: "\n")
  }
}
