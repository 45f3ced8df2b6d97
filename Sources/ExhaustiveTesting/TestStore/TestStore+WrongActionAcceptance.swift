import ExhaustiveCore

extension _TestStoreEngine {
  /// The code that accepts a receive that got the wrong action (`received`, which turned
  /// `previous` into the current state), or why there is none.
  ///
  /// A receive by an equal action is replaced by the receive of what came. So is any receive of
  /// an action that is not `Equatable`, whatever it matched with: the case path of what came is
  /// the only form the recorder can write for it, and the one a test of such actions uses — but
  /// not one that hands the payload to a closure, which was written for the case the step named.
  /// For an `Equatable` action, a predicate or a case path is the test's own way of matching,
  /// which the recorder leaves to its author.
  func wrongActionAcceptance(
    _ matcher: ActionMatcher<Action>, _ received: Action, _ previous: State,
    payloadClosure: Bool, at location: SourceCodeLocation
  ) -> (Acceptance?, refusal: String) {
    if payloadClosure {
      return (nil, RecordingRefusal.payloadReceiveMismatch)
    }
    let matchesAnEqualAction: Bool
    if case .action = matcher { matchesAnEqualAction = true } else { matchesAnEqualAction = false }
    guard matchesAnEqualAction || !(Action.self is any Equatable.Type) else {
      return (nil, RecordingRefusal.matcherNotRewritten)
    }
    let acceptance = Acceptance(
      steps: [AcceptedStep(.receive, received, from: previous, to: state)],
      placement: .replacingStep, location: location)
    return (acceptance, RecordingRefusal.matcherNotRewritten)
  }
}

extension RecordingRefusal {
  /// A receive that hands the payload to a closure, of an action of another case.
  static let payloadReceiveMismatch =
    "the step hands the payload of the case it names to a closure written for that case, and "
    + "the action received above is another case. The file is unchanged: receive that action "
    + "before this step, or change the step's case path and payload closure to match it."
}
