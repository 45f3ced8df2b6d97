// A `Duration` prints as Swift writes one, never as its two private words (`_low`, `_high`):
// `.seconds(2)`, `.seconds(1.5)`, `.milliseconds(250)`, `.nanoseconds(7)`. The same text is
// its recorded source (see `ScalarSource.swift`), so it must rebuild the exact value.

/// `.seconds(2)`, `.milliseconds(250)`; see ``durationText(_:)``.
extension Duration: FrameworkDumpable {
  var dumpForm: DumpForm {
    let (seconds, attoseconds) = components
    return .text(durationText(self), number: Double(seconds) + Double(attoseconds) * 1e-18)
  }
}

/// The clearest exact spelling of `duration`:
///
/// - whole seconds: `.seconds(2)`;
/// - under a second, in the largest unit that holds it whole: `.milliseconds(250)`,
///   `.microseconds(40)`, `.nanoseconds(7)`;
/// - a second or more: `.seconds(1.5)` when that decimal converts back to exactly this duration,
///   else the largest whole unit, `.milliseconds(1001)`;
/// - finer than a nanosecond: `Duration(secondsComponent: 1, attosecondsComponent: 5)`.
func durationText(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  if attoseconds == 0 { return ".seconds(\(seconds))" }
  // The magnitude's components (both non-negative), and the sign apart.
  let isNegative = seconds < 0 || attoseconds < 0
  guard seconds != .min else { return exactText(seconds, attoseconds) }
  let (wholeSeconds, fraction) = (abs(seconds), abs(attoseconds))
  let sign = isNegative ? "-" : ""
  let units: [(name: String, attoseconds: Int64, perSecond: Int64)] = [
    ("milliseconds", 1_000_000_000_000_000, 1_000),
    ("microseconds", 1_000_000_000_000, 1_000_000),
    ("nanoseconds", 1_000_000_000, 1_000_000_000),
  ]
  guard let unit = units.first(where: { fraction % $0.attoseconds == 0 }) else {
    return exactText(seconds, attoseconds)
  }
  let count = fraction / unit.attoseconds
  if wholeSeconds > 0 {
    var digits = String(count)
    digits =
      String(repeating: "0", count: String(unit.perSecond).count - 1 - digits.count)
      + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    let decimal = "\(sign)\(wholeSeconds).\(digits)"
    if let value = Double(decimal), Duration.seconds(value) == duration {
      return ".seconds(\(decimal))"
    }
  }
  let (scaled, overflow) = wholeSeconds.multipliedReportingOverflow(by: unit.perSecond)
  let (total, overflowSum) = scaled.addingReportingOverflow(count)
  guard !overflow, !overflowSum else { return exactText(seconds, attoseconds) }
  return ".\(unit.name)(\(sign)\(total))"
}

private func exactText(_ seconds: Int64, _ attoseconds: Int64) -> String {
  "Duration(secondsComponent: \(seconds), attosecondsComponent: \(attoseconds))"
}
