import ExhaustiveCore

extension EffectLedger {
  /// In debug builds (the builds tests run in), reports bookkeeping the step written at
  /// `location` left inconsistent: a bug in the store, caught at the step that caused it.
  func checkInvariants(after location: SourceCodeLocation) {
    #if DEBUG
      let violations = invariantViolations
      if violations.isEmpty { return }
      // Not through a step's failure scope, which would claim it for the reducer run.
      IssueReporter.$current.withValue(.testFailure) {
        reportFailure(FailureMessages.ledgerInconsistent(violations), at: location)
      }
    #endif
  }
}

/// What must hold of a ledger's book whenever no step is running, in the spirit of the
/// `_checkInvariants()` of swift-collections: checked after every step in debug builds (the
/// builds tests run in), so bookkeeping that drifts fails the step that broke it instead of
/// showing up later as a wrong timeline.
extension LedgerBook {
  /// A description of each broken invariant; empty when the book is consistent.
  func invariantViolations() -> [String] {
    var violations: [String] = []
    if !(0...received.count).contains(reportedActions) {
      violations.append(
        "\(reportedActions) actions are marked listed, but \(received.count) are queued")
    }
    // Between steps no effect is being started: each record is a running, numbered effect.
    for (key, _) in starting {
      violations.append("the effect with key \(key.rawValue) is still being started")
    }
    var numbers: Set<Int> = []
    for (key, record) in running.sorted(by: { $0.key < $1.key }) {
      let name =
        "the effect with key \(key.rawValue) (started by \(record.origin.step.rawValue) at "
        + "\(record.origin.location.shortDescription))"
      if key.rawValue >= nextKey {
        violations.append("\(name) has a key not handed out yet (next: \(nextKey))")
      }
      guard let (number, _) = record.running else {
        violations.append("\(name) is running without a number or a cancellable")
        continue
      }
      if !(1..<nextNumber).contains(number) {
        violations.append("\(name) has number #\(number), outside 1..<\(nextNumber)")
      }
      if !numbers.insert(number).inserted {
        violations.append("\(name) has number #\(number), which another effect has too")
      }
      if !record.sentDuringStart.isEmpty || record.endDuringStart != nil {
        violations.append("\(name) still holds what it did while being started")
      }
      if Set(record.cancellationIDs).count != record.cancellationIDs.count {
        violations.append("\(name) lists a cancellation id twice")
      }
    }
    if timeline.events.count > TimelineLog.capacity {
      violations.append(
        "the timeline keeps \(timeline.events.count) events, over \(TimelineLog.capacity)")
    }
    return violations
  }
}
