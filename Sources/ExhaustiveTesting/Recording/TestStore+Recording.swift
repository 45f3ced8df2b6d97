import ExhaustiveCore

extension TestStore {
  /// The code that accepts a step that reduced `action` from `previous` into the current state,
  /// when its `failure` is a state mismatch, or a closure that expected a change where none
  /// happened (the closure goes). A closure that threw is a different mistake.
  func acceptance(
    _ verb: AcceptedStep.Verb, _ action: Action, _ previous: State, _ failure: String,
    _ location: SourceCodeLocation
  ) -> Acceptance? {
    guard
      failure.hasPrefix(FailureMessages.stateMismatchHeading)
        || failure == FailureMessages.noStateChange
    else { return nil }
    // No change by the state's `==`: the closure goes, whatever the dumps show (a field its
    // `==` ignores), or the rewritten step would fail the same way.
    let after = failure == FailureMessages.noStateChange ? previous : state
    return Acceptance(
      steps: [AcceptedStep(verb, action, from: previous, to: after)], placement: .step,
      location: location, fallbackStyle: stepStyle)
  }

  /// The code that accepts a receive that got `received` where it expected something else:
  /// the step becomes a receive of what came, with the change it made. When the expected
  /// action is still queued behind others, receives of those and of it follow (recording, they
  /// are received now, as the rewritten test will; otherwise written without closures).
  func acceptance(
    replacing matcher: ActionMatcher<Action>, received: Action, from previous: State,
    at location: SourceCodeLocation
  ) -> Acceptance {
    var steps = [AcceptedStep(.receive, received, from: previous, to: state)]
    let pending = ledger.pendingActions
    guard let index = pending.firstIndex(where: matcher.matches) else {
      return Acceptance(
        steps: steps, placement: .replaceStep, location: location, fallbackStyle: stepStyle)
    }
    guard recorder.isRecording else {
      steps += pending[...index].map { AcceptedStep(.receive, $0, from: (), to: ()) }
      return Acceptance(
        steps: steps, placement: .replaceStep, location: location,
        note: "The steps after the first leave out the state their actions change: it shows "
          + "when they are received, or `store.record = .failures` writes it.",
        fallbackStyle: stepStyle)
    }
    for _ in 0...index {
      guard let action = ledger.dequeue() else { break }
      steps.append(receiveForRecording(action, at: location))
    }
    return Acceptance(
      steps: steps, placement: .replaceStep, location: location, fallbackStyle: stepStyle)
  }

  /// The `receive` steps that accept actions left unreceived, placed before or after the step
  /// at `location`.
  ///
  /// Recording, they are received now, as the rewritten test will (their state changes become
  /// the steps' closures, and what their effects send is received too); otherwise they stay
  /// queued, and the steps are written without closures.
  func acceptance(
    ofPending actions: [Action], placement: Acceptance.Placement,
    at location: SourceCodeLocation
  ) -> Acceptance {
    guard recorder.isRecording else {
      return Acceptance(
        steps: actions.map { AcceptedStep(.receive, $0, from: (), to: ()) },
        placement: placement, location: location,
        note: "These steps leave out the state the actions change: it shows when they are "
          + "received, or `store.record = .failures` writes it.",
        fallbackStyle: stepStyle)
    }
    var steps: [AcceptedStep] = []
    var queue = actions[...]
    // Bounded: a feature whose effects answer every action with another would never end.
    while steps.count < 1_000, let action = queue.popFirst() ?? ledger.dequeue() {
      steps.append(receiveForRecording(action, at: location))
    }
    return Acceptance(
      steps: steps, placement: placement, location: location, fallbackStyle: stepStyle)
  }

  /// Receives `action` as the rewritten test will, and returns that receive with the change it
  /// made.
  private func receiveForRecording(_ action: Action, at location: SourceCodeLocation)
    -> AcceptedStep
  {
    let previous = state
    _ = reduce(
      action, step: .receive, logging: .step(.receive, action: action, location: location),
      at: location)
    shadow = state
    executor.runUntilIdle()
    return AcceptedStep(.receive, action, from: previous, to: state)
  }

  /// The last section of a failure the recorder cannot fix, in record mode: why, and what to
  /// write by hand. Empty outside record mode.
  func notRecorded(_ reason: String) -> String {
    guard recorder.mode == .failures else { return "" }
    return "\n\nNot recorded: \(reason)"
  }
}
