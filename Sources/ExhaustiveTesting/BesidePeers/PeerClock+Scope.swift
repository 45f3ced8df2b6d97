import ExhaustiveCore

/// The swift-clocks test clocks that models run in each open scope hold, so the scope's stall
/// and unfinished-task failures can name them. Kept beside the scope rather than in it: a scope
/// only learns of them from a ``ModelHarness`` step.
extension SerialScope {
  /// Remembers `clocks` until the scope ends.
  func register(_ clocks: [PeerClock]) {
    guard !clocks.isEmpty else { return }
    Self.peerClocks.withLock { registry in
      var known = registry[ObjectIdentifier(self)] ?? []
      for clock in clocks where !known.contains(where: { $0.path == clock.path }) {
        known.append(clock)
      }
      registry[ObjectIdentifier(self)] = known
    }
  }

  /// `message`, followed by a paragraph naming each registered clock with sleepers pending.
  func withPeerClockNote(_ message: String) -> String {
    let clocks = Self.peerClocks.withLock { $0[ObjectIdentifier(self)] ?? [] }
    guard let note = PeerClock.note(clocks, holder: "The model") else { return message }
    return message + "\n\n" + note
  }

  /// Drops the scope's clocks when it ends.
  func forgetPeerClocks() {
    Self.peerClocks.withLock { registry in
      guard !registry.isEmpty else { return }
      registry[ObjectIdentifier(self)] = nil
    }
  }

  private static let peerClocks = Lock<[ObjectIdentifier: [PeerClock]]>([:])
}
