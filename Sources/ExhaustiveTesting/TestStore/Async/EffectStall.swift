/// Why a test store's async effects cannot make progress on their own.
///
/// Reported when the test awaits something (a received action, the end of the effects) while the
/// store's executor has nothing queued: the remaining effects wait for something only the test
/// can do, so the store fails at once instead of waiting out a timeout.
package struct EffectStall: Equatable, Sendable {
  /// How many effect tasks are alive but have nothing queued to run.
  package var suspendedEffects: Int
  /// How long until each pending test clock sleeper is due, soonest first.
  package var pendingSleepers: [Duration]

  /// How long the test waited for outside work (a `timeout:`), or nil when it did not wait.
  package var waited: Duration?

  /// Work waiting on the test schedulers of the store's environment.
  package var schedulerWork: [PendingSchedulerWork]

  package init(
    suspendedEffects: Int, pendingSleepers: [Duration], waited: Duration? = nil,
    schedulerWork: [PendingSchedulerWork] = []
  ) {
    self.suspendedEffects = suspendedEffects
    self.pendingSleepers = pendingSleepers.sorted()
    self.waited = waited
    self.schedulerWork = schedulerWork
  }

  /// The counts and a hint, e.g. `1 effect is suspended and 1 sleeper is pending on a test clock
  /// (due in 1.0 seconds). Nothing queued can resume them: advance the test clock or cancel them.`
  package var explanation: String {
    let effects =
      suspendedEffects == 1 ? "1 effect is suspended" : "\(suspendedEffects) effects are suspended"
    var pending: [String] = []
    var hints: [String] = []
    switch pendingSleepers.count {
    case 0:
      break
    case 1:
      pending.append("1 sleeper is pending on a test clock (due in \(pendingSleepers[0]))")
      hints.append("advance the test clock")
    default:
      pending.append(
        "\(pendingSleepers.count) sleepers are pending on test clocks (the next is due in "
          + "\(pendingSleepers[0]))")
      hints.append("advance the test clocks")
    }
    // Scheduler work is described whole (count, due time, now) without its own hint, which the
    // shared hint below gives.
    for work in schedulerWork {
      var description = work.description
      if let colon = description.range(of: ": advance", options: .backwards) {
        description = String(description[..<colon.lowerBound])
      }
      pending.append(description)
      hints.append(work.name.map { "advance \($0)" } ?? "advance the scheduler")
    }
    let sleepers: String
    let hint: String
    if pending.isEmpty {
      sleepers = "no sleeper is pending on a test clock"
      hint = "feed what they await (a stream, a continuation)"
    } else {
      sleepers = pending.joined(separator: " and ")
      hint = hints.joined(separator: " and ")
    }
    let cause =
      waited.map { "Nothing resumed them within \($0)" } ?? "Nothing queued can resume them"
    return "\(effects) and \(sleepers). \(cause): \(hint) or cancel them."
  }

  /// The failure of an `await store.receive(…)` that can never be satisfied.
  package var receiveMessage: String {
    "Expected to receive an action, but received none: effects are stalled.\n\n\(explanation)"
  }

  /// The failure of an `await store.finish()` whose effects can never finish.
  package var finishMessage: String {
    "Expected all effects to finish, but they are stalled.\n\n\(explanation)"
  }
}
