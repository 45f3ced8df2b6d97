import ExhaustiveSerialExecutor
import ExhaustiveTime
import ExhaustiveUnsafe

/// The swift-clocks test clocks that models run in each open scope hold, so the scope's stall
/// and unfinished-task failures can name them. Kept beside the harness rather than in the scope:
/// a scope only learns of them from a ``ModelHarness`` step, and the executor knows nothing of
/// clocks.
extension SerialScope {
  /// Remembers `clocks` until the scope ends.
  func register(_ clocks: [PeerClock]) {
    guard !clocks.isEmpty else { return }
    failureNote(PeerClocksNote.init).add(clocks)
  }
}

/// The paragraph a scope's failures end with, naming each registered clock with sleepers pending.
private final class PeerClocksNote: ScopeFailureNote {
  private let clocks = Lock<[PeerClock]>([])

  func add(_ new: [PeerClock]) {
    clocks.withLock { known in
      for clock in new where !known.contains(where: { $0.path == clock.path }) {
        known.append(clock)
      }
    }
  }

  var paragraph: String? {
    PeerClock.note(clocks.withLock { $0 }, holder: "The model")
  }
}
