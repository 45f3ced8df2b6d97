import ExhaustiveCore

/// The exact failure texts of DESIGN.md, built in one place so golden tests can pin them.
enum FailureMessages {
  /// `Must handle 1 received action before sending an action: …` + the unhandled actions.
  static func mustHandle<Action>(_ actions: [Action], before work: String) -> String {
    """
    Must handle \(count(actions.count, "received action")) before \(work): …

    Unhandled actions: \(list(actions))
    """
  }

  /// `Received 1 unexpected action: …` + the unhandled actions.
  static func unexpectedActions<Action>(_ actions: [Action]) -> String {
    """
    Received \(count(actions.count, "unexpected action")): …

    Unhandled actions: \(list(actions))
    """
  }

  /// `1 effect still running. …` + the ledger of those effects, the work waiting on the test
  /// schedulers, and how to fix it.
  static func effectsStillRunning(
    _ effects: [LedgerRunningEffect], schedulers: [PendingSchedulerWork] = []
  ) -> String {
    let waiting = PendingSchedulerWork.paragraph(schedulers).map { $0 + "\n\n" } ?? ""
    return """
      \(count(effects.count, "effect")) still running. \
      All effects must complete by the end of the assertion.

      \(runningEffects(effects))

      \(waiting)\(runningEffectsFix)
      """
  }

  /// How to fix effects still running, after the ledger of them.
  static let runningEffectsFix = """
    To fix it:
      • let them finish: advance their scheduler or test clock, or feed what they await;
      • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
      • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.
    """

  /// A store was created while no test was running, so no test's end can check it.
  static func createdOutsideTest(at location: SourceCodeLocation) -> String {
    """
    the TestStore created at \(location.shortDescription) belongs to no test: it was created \
    while none was running. Its end-of-test checks run at the end of each test that drives it, \
    or when it is released; create it inside the test (or in setUp) to tie it to that test.
    """
  }

  /// `Running effects:` and one line per effect: who started it, where, its cancellation ids.
  ///
  /// A long list shows its first and last ``FailureOutputBudget/listEnds`` effects and how many
  /// are between.
  static func runningEffects(_ effects: [LedgerRunningEffect]) -> String {
    func line(_ effect: LedgerRunningEffect) -> String {
      "  effect #\(effect.number), started by \(effect.origin.step.rawValue) "
        + "\(Dumping.oneLine(effect.origin.action)) (\(effect.origin.location.shortDescription))"
        + TimelineRenderer.describe(effect.cancellationIDs)
    }
    let (first, omitted, last) = FailureOutputBudget.ends(of: effects)
    var lines = first.map(line)
    if omitted > 0 {
      lines.append("  " + FailureOutputBudget.omissionLine(omitted))
      lines += last.map(line)
    }
    return "Running effects:\n" + FailureOutputBudget.limit(lines.joined(separator: "\n"))
  }

  /// The state after the step differs from what the test expected.
  static func stateMismatch<State>(expected: State, actual: State) -> String {
    """
    \(stateMismatchHeading) …

    \(FailureOutputBudget.limit(difference(expected, actual)))

    (Expected: −, Actual: +)
    """
  }

  static let stateMismatchHeading = "State change does not match expectation:"

  /// The test expected one action and the store received another.
  static func unexpectedAction<Action>(expected: Action, received: Action) -> String {
    """
    Received unexpected action: …

    \(FailureOutputBudget.limit(difference(expected, received)))

    (Expected: −, Received: +)
    """
  }

  /// The received action does not satisfy the test's predicate or case path.
  static func unmatchedAction(_ received: Any, expecting description: String) -> String {
    """
    Received unexpected action: …

    \(FailureOutputBudget.limit(Dumping.indent(Dumping.dump(received), by: 2)))

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

  /// A step (`send(_:)`, …) called from inside the reducer, or from an effect while the store
  /// starts it.
  static func stepWhileReducing(_ method: String) -> String {
    """
    \(method) was called while the store was running the reducer or starting the effect it \
    returned; the call was ignored.

    An effect sends actions back by emitting them, not by calling the store: emit the action \
    from the effect, and receive it in the test with receive(_:).
    """
  }

  static let receivedNone = "Expected to receive an action, but received none."

  /// A receive that found nothing: why (an async stall, work waiting on a test scheduler,
  /// effects cancelled since the last step), then the effects still running.
  static func receivedNone(
    running: [LedgerRunningEffect], schedulers: [PendingSchedulerWork], cancelled: [Int],
    stall: EffectStall?
  ) -> String {
    var paragraphs = [stall?.receiveMessage ?? receivedNone]
    if stall == nil, let waiting = PendingSchedulerWork.paragraph(schedulers) {
      paragraphs.append(waiting)
    }
    if !cancelled.isEmpty {
      let (first, omitted, last) = FailureOutputBudget.ends(of: cancelled)
      var numbers = first.map { "#\($0)" }
      if omitted > 0 {
        numbers.append(FailureOutputBudget.omissionLine(omitted))
        numbers += last.map { "#\($0)" }
      }
      let sentence: String
      if numbers.count == 1 {
        sentence =
          "Effect \(numbers[0]) was cancelled by the previous step, so it sends nothing more."
      } else {
        let last = numbers.removeLast()
        sentence =
          "Effects \(numbers.joined(separator: ", ")) and \(last) were cancelled by the previous "
          + "step, so they send nothing more."
      }
      paragraphs.append(sentence)
    }
    if stall == nil && schedulers.isEmpty && !running.isEmpty {
      paragraphs.append(
        "The effects still running have sent nothing yet: let them run first (advance the clock "
          + "they wait on, feed what they await, or use `await store.receive(…)` for async "
          + "effects).")
    }
    if !running.isEmpty {
      paragraphs.append(runningEffects(running))
    }
    return paragraphs.joined(separator: "\n\n")
  }

  /// The state a wrongly received action produced, as a section of that failure's message.
  static func alsoStateMismatch(_ stateFailure: String) -> String {
    "\n\nThe state after it does not match the expectation either:\n\n" + stateFailure
  }

  static let noStateChange = "Expected state to change, but no change occurred."

  static let noReceivedActionsToSkip = "There were no received actions to skip."

  static let noInFlightEffectsToSkip = "There were no in-flight effects to skip."

  static func threw(_ error: any Error) -> String {
    FailureOutputBudget.limit("Threw error: \(error)")
  }

  /// The store's own bookkeeping broke an invariant during a step: a bug in the library.
  static func ledgerInconsistent(_ violations: [String]) -> String {
    "The test store's effect ledger is inconsistent after this step (a bug in Exhaustive, not in "
      + "the test):\n\n" + violations.map { "  • " + $0 }.joined(separator: "\n")
  }

  /// Prefix of a note about an assertion a non-exhaustive store skipped.
  static func skipped(_ message: String) -> String {
    "Skipped assertions: …\n\n\(message)"
  }

  private static func count(_ n: Int, _ noun: String) -> String {
    "\(Wording.number(n)) \(noun)\(n == 1 ? "" : "s")"
  }

  /// The dump of `actions` as the `Unhandled actions:` list: every action when they are few,
  /// else the first and last ``FailureOutputBudget/listEnds`` with how many are between, in the
  /// shape of an array's dump, each action followed by a comma.
  private static func list<Action>(_ actions: [Action]) -> String {
    let (first, omitted, last) = FailureOutputBudget.ends(of: actions)
    guard omitted > 0 else { return FailureOutputBudget.limit(Dumping.dump(actions)) }
    // Dumped one by one, so an object two of them share prints in full in each, not as a
    // back-reference.
    func entry(_ action: Action) -> String { Dumping.indent(Dumping.dump(action), by: 2) + "," }
    let lines =
      ["["] + first.map(entry) + ["  " + FailureOutputBudget.omissionLine(omitted)]
      + last.map(entry) + ["]"]
    return FailureOutputBudget.limit(lines.joined(separator: "\n"))
  }

  /// A diff, or (when two unequal values dump identically) the dump they share.
  private static func difference<T>(_ expected: T, _ actual: T) -> String {
    Dumping.difference(expected, actual)
  }
}
