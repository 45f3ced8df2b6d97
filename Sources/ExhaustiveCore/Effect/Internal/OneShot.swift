/// A flag that exactly one caller can claim, whichever thread gets there first.
///
/// Effects end exactly once even when completion and cancellation race; the side that claims the
/// flag does the ending, the other does nothing.
package final class OneShot: Sendable {
  private let claimed = Lock(false)

  package init() {}

  /// Returns true for the first caller only.
  package func claim() -> Bool {
    claimed.withLock { claimed in
      defer { claimed = true }
      return !claimed
    }
  }

  /// True once someone claimed the flag.
  package var isClaimed: Bool { claimed.withLock { $0 } }
}
