import Foundation

extension DependencyValues {
  /// The user's calendar; `Calendar.autoupdatingCurrent` live. A test that formats or computes
  /// dates overrides it: `$0.calendar = Calendar(identifier: .gregorian)`.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The user's locale; `Locale.autoupdatingCurrent` live. A test that formats overrides it:
  /// `$0.locale = Locale(identifier: "en_US")`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The user's time zone; `TimeZone.autoupdatingCurrent` live. A test that formats overrides
  /// it: `$0.timeZone = TimeZone(secondsFromGMT: 0)!`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

// The device's settings differ between machines, so none has a test value: a test that reads
// one without overriding it fails, naming it.
private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
}
