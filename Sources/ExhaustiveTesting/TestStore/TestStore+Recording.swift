import ExhaustiveCore

extension _TestStoreEngine {
  /// The code that accepts a step that reduced `action` from `previous` into the current state,
  /// when its `failure` is a state mismatch (a closure that threw, or that expected a change
  /// that did not happen, is a different mistake).
  func acceptance(
    _ verb: AcceptedStep.Verb, _ action: Action, _ previous: State, _ failure: String,
    _ location: SourceCodeLocation
  ) -> Acceptance? {
    // A closure that changed nothing is accepted by writing none: the same code, with no
    // mutations.
    guard
      failure.hasPrefix(FailureMessages.stateMismatchHeading)
        || failure == FailureMessages.noStateChange
    else { return nil }
    // With no change by `==`, the step is written without a closure even when a field that
    // `==` ignores changed: a closure would fail the same way again.
    let step =
      failure == FailureMessages.noStateChange
      ? AcceptedStep(verb, action, from: (), to: ())
      : AcceptedStep(verb, action, from: previous, to: state)
    return Acceptance(steps: [step], placement: .step, location: location)
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
    guard recorder.mode == .failures else {
      return Acceptance(
        steps: actions.map { AcceptedStep(.receive, $0, from: (), to: ()) },
        placement: placement, location: location,
        note: "These steps leave out the state the actions change: it shows when they are "
          + "received, or `store.record = .failures` writes it.")
    }
    var steps: [AcceptedStep] = []
    var queue = actions[...]
    // Bounded: a feature whose effects answer every action with another would never end.
    while steps.count < 1_000, let action = queue.popFirst() ?? ledger.dequeue() {
      let previous = state
      _ = reduce(
        action, step: .receive, logging: .step(.receive, action: action, location: location),
        at: location)
      shadow = state
      executor.runUntilIdle()
      steps.append(AcceptedStep(.receive, action, from: previous, to: state))
    }
    return Acceptance(steps: steps, placement: placement, location: location)
  }
}
