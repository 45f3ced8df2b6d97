extension Duration {
  /// How far from its origin a test clock's time can go: `Int64.max` seconds (292 billion
  /// years), the most `components` (and so every message) can split into seconds.
  ///
  /// Stored, not computed: building it multiplies 128-bit numbers, and every `advanced(by:)`
  /// (every sleep) reads it.
  package static let clockHorizon = Duration.seconds(Int64.max)

  /// How a failure message says this duration: `1 second`, `2.5 seconds`, `500 milliseconds`,
  /// `10 microseconds`, `-1 second`. Unlike `description` (`1.0 seconds`), whole amounts print
  /// without a fraction, and amounts under a second in the largest unit that keeps them whole.
  /// Anything finer than a nanosecond is dropped.
  /// Beyond `Int64.max` seconds, where `components` would trap, it is a rounded number of
  /// seconds (`1.8446744073709552e+19 seconds`).
  package var readableDescription: String {
    guard self <= .clockHorizon, self >= .zero - .clockHorizon else {
      return "\(self / .seconds(1)) seconds"
    }
    if self < .zero { return "-" + (.zero - self).readableDescription }
    let (seconds, attoseconds) = components
    let nanoseconds = attoseconds / 1_000_000_000
    if nanoseconds == 0 { return count(seconds, "second") }
    if seconds == 0 {
      if nanoseconds % 1_000_000 == 0 { return count(nanoseconds / 1_000_000, "millisecond") }
      if nanoseconds % 1_000 == 0 { return count(nanoseconds / 1_000, "microsecond") }
      return count(nanoseconds, "nanosecond")
    }
    var fraction = String(nanoseconds)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction) seconds"
  }

  private func count(_ amount: Int64, _ unit: String) -> String {
    "\(amount) \(unit)\(amount == 1 ? "" : "s")"
  }
}
