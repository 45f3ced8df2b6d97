import ExhaustiveTestRuntime
import Foundation

#if canImport(Testing)
  import Testing
#endif

/// The failure texts of schedule exploration, in one place so golden tests pin them whole.
enum ExplorationMessages {
  /// What precedes the failures of the first failing schedule.
  static func header(
    schedules: Schedules, token: ScheduleToken, deviations: [ScheduleDeviation], filter: String?
  ) -> String {
    let command =
      "EXHAUSTIVE_SCHEDULE=\(token) swift test" + (filter.map { " --filter '\($0)'" } ?? "")
    return """
      Schedule \(token.number) of \(schedules) failed; schedule 0, first in, first out, passed.

      Replay it: \(command)

      \(interleaving(deviations))
      """
  }

  /// Each choice where the schedule left first-in-first-out order, with the tasks named by where
  /// they were created and why the runtime could have made the same choice.
  static func interleaving(_ deviations: [ScheduleDeviation]) -> String {
    guard !deviations.isEmpty else {
      return """
        It made the same choices as first in, first out: what differs between the two runs is \
        outside the scope's sight (a real-time sleep, I/O, hashing order, a random number).
        """
    }
    var origins: [TaskOrigin] = []
    for deviation in deviations {
      for work in [deviation.chosen, deviation.skipped] {
        if case .task(_, let origin) = work { origins.append(origin) }
      }
    }
    var names = TaskOrigin.descriptions(of: origins).makeIterator()
    func name(_ work: JobOwner) -> String {
      switch work {
      case .task(let number, _):
        "task \(number) (" + (names.next() ?? "created at an unknown place") + ")"
      case .test: "the test's own task"
      case .child: "a child task (async let, task group)"
      case .actorJob: "an actor's turn"
      case .effect(let task?): task
      case .effect(nil): "a task on a TestExecutor"
      }
    }
    var lines = ["Where it left first-in-first-out order:"]
    for (number, deviation) in deviations.enumerated() {
      let chosen = name(deviation.chosen)
      let skipped = name(deviation.skipped)
      let why =
        switch deviation.reason {
        case .bothGlobal: "both were ready for the global executor, which promises no order"
        case .mainAndGlobal:
          "one was ready for the main actor and one for the global executor, which run side by "
            + "side with no order between them"
        case .testExecutor:
          "both were ready on a TestExecutor (a test store's effects run on one), which "
            + "stands in for the global executor and, like it, promises no order"
        }
      lines.append(
        "  \(number + 1). At choice \(deviation.point) it ran \(chosen) before \(skipped), "
          + "which was queued first: \(why).")
    }
    return lines.joined(separator: "\n")
  }

  /// A replay that could not make its recorded choices.
  static func diverged(token: ScheduleToken, at divergence: ScheduleDivergence) -> String {
    let found =
      divergence.found.map {
        "at choice \(divergence.point) it found \($0) legal jobs where the recording had "
          + "\(divergence.expected)"
      } ?? "it ended before choice \(divergence.point)"
    return """
      EXHAUSTIVE_SCHEDULE=\(token) replays schedule \(token.number) of \(token.schedules), but the \
      run no longer makes the recorded choices: \(found). Something the scope does not see orders \
      the work differently from run to run (a real-time sleep, I/O, hashing order, a random \
      number), or the code changed since the token was printed. The run's failures are not \
      reported: they would not be the recorded ones.
      """
  }

  /// The failing schedule's only failure was an XCTest assertion, which XCTest reported itself:
  /// `failure`, as XCTest's observer told it (nil when it told nothing).
  static func xcTestFailureAbove(_ failure: XCTestScope.ObservedFailure?) -> String {
    let which =
      failure.map { failure in
        let file = failure.file.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let place = file.map { " at \($0):\(failure.line)" } ?? ""
        return "The failure is the XCTest assertion reported just before this one\(place):\n"
          + "  \(failure.description)\n"
      } ?? "The failure is the XCTest assertion reported just before this one.\n"
    return which + """
      XCTest reports its assertions itself, as they fail, so they cannot wait for the schedule \
      to be named. The library's assertions (expectNoDifference, XCTAssertNoDifference) and \
      #expect are reported here instead, once.
      """
  }

  /// `allowsUnfinishedTasks` with a strategy that runs the body more than once.
  static let unfinishedTasksRefused = """
    withMainSerialExecutor cannot explore schedules with allowsUnfinishedTasks: tasks one \
    schedule leaves running would run on into the next and change its order. Await or cancel \
    them before the operation returns, or explore without allowsUnfinishedTasks. The operation \
    ran once, first in, first out.
    """

  static func badStrategy(_ text: String, keeping schedules: Schedules) -> String {
    """
    EXHAUSTIVE_SCHEDULES=\(text) is not a strategy. Write fifo, random, pct or deviations, \
    followed by any of count=, seed= (a number, or random), depth=, upTo= and limit=, separated \
    by commas: random,count=5000,seed=random. The scope explores with its own schedules, \
    \(schedules).
    """
  }

  static func badToken(_ text: String) -> String {
    """
    EXHAUSTIVE_SCHEDULE=\(text) is not a schedule token. Copy it whole from the replay command \
    of a failure (it looks like random-100-0:17:3f9a1c:4.1.2). No schedule is replayed.
    """
  }

  /// The `--filter` that selects the running test, when one runs.
  static var currentTestFilter: String? {
    #if canImport(Testing)
      if let test = Test.current {
        let components = test.id.nameComponents.filter { !$0.contains(".swift:") }
        return components.joined(separator: "/")
      }
    #endif
    guard let name = TestLifecycle.currentXCTest?.name else { return nil }
    // `-[FeatureTests testSend]` on Apple platforms, `FeatureTests.testSend` on Linux.
    if name.hasPrefix("-["), name.hasSuffix("]") {
      return name.dropFirst(2).dropLast().replacingOccurrences(of: " ", with: "/")
    }
    guard let dot = name.lastIndex(of: ".") else { return name }
    return name[..<dot] + "/" + name[name.index(after: dot)...]
  }
}
