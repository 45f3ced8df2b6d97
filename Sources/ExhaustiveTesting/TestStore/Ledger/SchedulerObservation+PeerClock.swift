import ExhaustiveTime

extension SchedulerObservation {
  /// `message`, followed by a paragraph naming each swift-clocks test clock of the environment
  /// that has sleepers pending (the effects may be waiting on it).
  package func withPeerClockNote(_ message: String) -> String {
    let clocks = peerClocks.withLock { $0 }
    guard let note = PeerClock.note(clocks, holder: "The environment") else { return message }
    return message + "\n\n" + note
  }
}
