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

  package init(suspendedEffects: Int, pendingSleepers: [Duration], waited: Duration? = nil) {
    self.suspendedEffects = suspendedEffects
    self.pendingSleepers = pendingSleepers.sorted()
    self.waited = waited
  }

  /// The counts and a hint, e.g. `1 effect is suspended and 1 sleeper is pending on a test clock
  /// (due in 1.0 seconds). Nothing queued can resume them: advance the test clock or cancel them.`
  package var explanation: String {
    let effects =
      suspendedEffects == 1 ? "1 effect is suspended" : "\(suspendedEffects) effects are suspended"
    let sleepers: String
    let hint: String
    switch pendingSleepers.count {
    case 0:
      sleepers = "no sleeper is pending on a test clock"
      hint = "feed what they await (a stream, a continuation)"
    case 1:
      sleepers = "1 sleeper is pending on a test clock (due in \(pendingSleepers[0]))"
      hint = "advance the test clock"
    default:
      sleepers =
        "\(pendingSleepers.count) sleepers are pending on test clocks (the next is due in "
        + "\(pendingSleepers[0]))"
      hint = "advance the test clocks"
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
