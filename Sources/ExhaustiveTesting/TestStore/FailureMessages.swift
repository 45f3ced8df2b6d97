import ExhaustiveCore

/// The exact failure texts of DESIGN.md, built in one place so golden tests can pin them.
enum FailureMessages {
  /// `Must handle 1 received action before sending an action: …` + the unhandled actions.
  static func mustHandle<Action>(_ actions: [Action], before work: String) -> String {
    """
    Must handle \(count(actions.count, "received action")) before \(work): …

    Unhandled actions: \(Dumping.dump(actions))
    """
  }

  /// `Received 1 unexpected action: …` + the unhandled actions.
  static func unexpectedActions<Action>(_ actions: [Action]) -> String {
    """
    Received \(count(actions.count, "unexpected action")): …

    Unhandled actions: \(Dumping.dump(actions))
    """
  }

  /// `1 effect still running. …` + the ledger of those effects.
  static func effectsStillRunning(_ effects: [LedgerRunningEffect])
    -> String
  {
    """
    \(count(effects.count, "effect")) still running. \
    All effects must complete by the end of the assertion.

    \(runningEffects(effects))
    """
  }

  /// `Running effects:` and one line per effect: who started it, where, its cancellation ids.
  static func runningEffects(_ effects: [LedgerRunningEffect]) -> String {
    let ledger = effects.map { effect in
      "  effect #\(effect.number), started by \(effect.origin.step.rawValue) "
        + "\(Dumping.oneLine(effect.origin.action)) (\(effect.origin.location.shortDescription))"
        + TimelineRenderer.describe(effect.cancellationIDs)
    }
    return "Running effects:\n" + ledger.joined(separator: "\n")
  }

  /// The state after the step differs from what the test expected.
  static func stateMismatch<State>(expected: State, actual: State) -> String {
    """
    State change does not match expectation: …

    \(difference(expected, actual))

    (Expected: −, Actual: +)
    """
  }

  /// The test expected one action and the store received another.
  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    """
    Received unexpected action: …

    \(difference(expected, received))

    (Expected: −, Received: +)
    """
  }

  /// The received action does not satisfy the test's predicate or case path.
  static func unmatchedAction(_ received: Any, expecting description: String) -> String {
    """
    Received unexpected action: …

    \(Dumping.indent(Dumping.dump(received), by: 2))

    (Expected an action matching \(description).)
    """
  }

  /// A step (`send(_:)`, `receive(_:)`, …) called from inside another step's trailing closure.
  static func reentrantStep(_ method: String) -> String {
    """
    \(method) was called from inside another step's expected-state closure; the call was \
    ignored.

    A trailing closure only describes the state its step should produce: change its argument \
    there, and make the next call after the step returns.
    """
  }

  static let receivedNone = "Expected to receive an action, but received none."

  static let noStateChange = "Expected state to change, but no change occurred."

  static let noReceivedActionsToSkip = "There were no received actions to skip."

  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  static func threw(_ error: any Error) -> String {
    "Threw error: \(error)"
  }

  /// Prefix of a note about an assertion a non-exhaustive store skipped.
  static func skipped(_ message: String) -> String {
    "Skipped assertions: …\n\n\(message)"
  }

  private static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }

  /// A diff, or (when two unequal values dump identically) both dumps.
  private static func difference<T>(_ expected: T, _ actual: T) -> String {
    Dumping.diff(expected, actual)
      ?? "The values are not equal, but their dumps are identical:\n\n"
      + Dumping.indent(Dumping.dump(actual), by: 2)
  }
}
