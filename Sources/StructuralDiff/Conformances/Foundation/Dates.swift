import Foundation

// An instant prints as ISO 8601 in UTC, so it reads the same on every machine.

extension Date: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Date.self, text: dateText, number: { $0.timeIntervalSinceReferenceDate })
}

extension NSDate: FrameworkDumpable {
  var dumpForm: DumpForm {
    .value(Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate))
  }
}

/// ISO 8601 in UTC with exactly three fractional digits (milliseconds), or exactly six
/// (microseconds) when the instant is not a whole millisecond: `2009-02-13T23:31:30.000Z`,
/// `2009-02-13T23:31:30.000100Z`. Instants are rounded to the microsecond.
///
/// Formatted by hand: `ISO8601DateFormatter` stops at milliseconds, and two dates 0.1 ms apart
/// must not print the same.
func dateText(_ date: Date) -> String {
  let sinceReference = date.timeIntervalSinceReferenceDate
  guard sinceReference.isFinite, abs(sinceReference) < 1e15 else {
    return "Date(\(sinceReference))"
  }
  var whole = sinceReference.rounded(.down)
  var micros = Int(((sinceReference - whole) * 1_000_000).rounded())
  if micros == 1_000_000 {
    whole += 1
    micros = 0
  }
  // 2001-01-01 is 978,307,200 s after 1970-01-01.
  let seconds = Int(whole) + 978_307_200
  let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
  let secondOfDay = seconds - days * 86_400
  let (year, month, day) = civilDate(daysSince1970: days)
  var fraction = String(micros)
  fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
  if micros % 1000 == 0 { fraction.removeLast(3) }
  return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
    + "\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2)).\(fraction)Z"
}

private func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(abs(value))
  return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count))
    + digits
}

/// Proleptic Gregorian date from days since 1970-01-01 (Howard Hinnant's `civil_from_days`).
private func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
  let shifted = daysSince1970 + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}

extension NSDateComponents: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as DateComponents) }
}

extension NSDateInterval: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as DateInterval) }
}
