import ExhaustiveUnsafe
import Foundation

// Calendars, time zones and locales print what identifies them.

extension Locale: FrameworkDumpable {
  var dumpForm: DumpForm { .text("Locale(identifier: \(StringLiteral.singleLine(identifier)))") }
}

extension TimeZone: FrameworkDumpable {
  var dumpForm: DumpForm {
    .text("TimeZone(identifier: \(StringLiteral.singleLine(identifier)))")
  }
}

/// The calendar's identifier and time zone, then only what differs from the fixed defaults of
/// that identifier (locale, first weekday, minimum days in the first week): two calendars that
/// compute differently never print alike, and the same calendar prints the same on every machine.
///
/// The time zone is always named: the defaults of a fresh calendar include the machine's zone,
/// so leaving out a zone equal to it would make the dump depend on where it runs.
extension Calendar: FrameworkDumpable {
  var dumpForm: DumpForm {
    let defaults = Calendar(identifier: identifier)
    var fields: [(label: String?, value: Any)] = [
      ("identifier", CalendarIdentifierText(identifier)), ("timeZone", timeZone),
    ]
    if locale?.identifier != defaults.locale?.identifier {
      fields.append(("locale", locale as Any))
    }
    if firstWeekday != defaults.firstWeekday { fields.append(("firstWeekday", firstWeekday)) }
    if minimumDaysInFirstWeek != defaults.minimumDaysInFirstWeek {
      fields.append(("minimumDaysInFirstWeek", minimumDaysInFirstWeek))
    }
    return .fields(name: "Calendar", fields)
  }
}

/// `.gregorian`, as Swift spells the identifier.
private struct CalendarIdentifierText: FrameworkDumpable {
  let identifier: Calendar.Identifier
  init(_ identifier: Calendar.Identifier) { self.identifier = identifier }
  var dumpForm: DumpForm { .text("." + enumCaseName(identifier)) }
}

extension NSCalendar: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as Calendar) }
}

extension NSTimeZone: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as TimeZone) }
}

extension NSLocale: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as Locale) }
}
