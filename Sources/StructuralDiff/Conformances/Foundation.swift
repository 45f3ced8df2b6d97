import ExhaustiveUnsafe
import Foundation

#if canImport(FoundationNetworking)
  // On Linux `URLRequest` lives in its own module (Apple platforms keep it in Foundation).
  import FoundationNetworking
#endif

// Foundation values print their value, never their storage: a class's fields are pointers and
// `_CFInfo` flags that change from run to run, so every type here says what it is instead.
//
// The value types (`Date`, `URL`, `UUID`, `Data`, `Decimal`, `Calendar`, `TimeZone`, `Locale`,
// `IndexSet`, `CharacterSet`, `Notification`) come from FoundationEssentials on Linux, which
// `Foundation` re-exports; the `NS` classes exist only in `Foundation` itself, so this file
// imports `Foundation`.

// MARK: - One-line values

extension UUID: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(UUID.self, text: uuidText)
}

extension Date: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Date.self, text: dateText, number: { $0.timeIntervalSinceReferenceDate })
}

extension URL: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(URL.self, text: urlText)
}

extension Data: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(Data.self, text: dataText)
}

extension Decimal: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Decimal.self, text: decimalText, number: { NSDecimalNumber(decimal: $0).doubleValue })
}

extension Locale: FrameworkDumpable {
  var dumpForm: DumpForm { .text("Locale(identifier: \(StringLiteral.singleLine(identifier)))") }
}

extension TimeZone: FrameworkDumpable {
  var dumpForm: DumpForm {
    .text("TimeZone(identifier: \(StringLiteral.singleLine(identifier)))")
  }
}

/// `IndexSet([0..<3, 7])`: its ranges, a one-element range as its index.
extension IndexSet: FrameworkDumpable {
  var dumpForm: DumpForm {
    let ranges = rangeView.map { range in
      range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)..<\(range.upperBound)"
    }
    return .text("IndexSet([\(ranges.joined(separator: ", "))])")
  }
}

/// A named set by its name (`CharacterSet.whitespaces`), any other by its ranges of scalars,
/// `CharacterSet(["a"..."c", "x"])`: every range, so two sets that differ never print alike.
extension CharacterSet: FrameworkDumpable {
  var dumpForm: DumpForm {
    for (name, set) in namedCharacterSets where set == self {
      return .text("CharacterSet.\(name)")
    }
    let ranges = scalarRanges(of: self).map { range in
      let lower = StringLiteral.singleLine(String(Character(range.lowerBound)))
      guard range.lowerBound != range.upperBound else { return lower }
      return lower + "..." + StringLiteral.singleLine(String(Character(range.upperBound)))
    }
    return .text("CharacterSet([\(ranges.joined(separator: ", "))])")
  }
}

private let namedCharacterSets: [(String, CharacterSet)] = [
  ("alphanumerics", .alphanumerics), ("capitalizedLetters", .capitalizedLetters),
  ("controlCharacters", .controlCharacters), ("decimalDigits", .decimalDigits),
  ("decomposables", .decomposables), ("illegalCharacters", .illegalCharacters),
  ("letters", .letters), ("lowercaseLetters", .lowercaseLetters), ("newlines", .newlines),
  ("nonBaseCharacters", .nonBaseCharacters), ("punctuationCharacters", .punctuationCharacters),
  ("symbols", .symbols), ("uppercaseLetters", .uppercaseLetters),
  ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines),
  // Some of these are equal sets (query and fragment): the first name listed wins.
  ("urlQueryAllowed", .urlQueryAllowed), ("urlPathAllowed", .urlPathAllowed),
  ("urlHostAllowed", .urlHostAllowed), ("urlUserAllowed", .urlUserAllowed),
  ("urlPasswordAllowed", .urlPasswordAllowed), ("urlFragmentAllowed", .urlFragmentAllowed),
]

/// The set's scalars as closed ranges, read from its bitmap: 8,192 bytes for plane 0, then a
/// plane number and 8,192 bytes for each other plane it touches. A range's bounds skip the
/// surrogate code points, which are not scalars.
private func scalarRanges(of set: CharacterSet) -> [ClosedRange<Unicode.Scalar>] {
  let bitmap = [UInt8](set.bitmapRepresentation)
  var ranges: [ClosedRange<UInt32>] = []
  var start: UInt32?
  /// Adds a run of members; one that continues the last run (across planes) extends it.
  func add(_ run: ClosedRange<UInt32>) {
    if let last = ranges.last, last.upperBound + 1 == run.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound...run.upperBound
    } else {
      ranges.append(run)
    }
  }
  func scan(plane: UInt32, from offset: Int) {
    let base = plane << 16
    for byteIndex in 0..<8192 where offset + byteIndex < bitmap.count {
      let byte = bitmap[offset + byteIndex]
      if byte == 0 && start == nil || byte == 0xFF && start != nil { continue }
      for bit in 0..<8 {
        let value = base + UInt32(byteIndex * 8 + bit)
        if byte & (1 << bit) != 0 {
          if start == nil { start = value }
        } else if let first = start {
          start = nil
          add(first...(value - 1))
        }
      }
    }
    if let first = start {
      start = nil
      add(first...(base + 0xFFFF))
    }
  }
  scan(plane: 0, from: 0)
  var offset = 8192
  while offset < bitmap.count {
    scan(plane: UInt32(bitmap[offset]), from: offset + 1)
    offset += 8193
  }
  return ranges.compactMap { range in
    let lower = (0xD800...0xDFFF).contains(range.lowerBound) ? 0xE000 : range.lowerBound
    let upper = (0xD800...0xDFFF).contains(range.upperBound) ? 0xD7FF : range.upperBound
    guard lower <= upper, let first = Unicode.Scalar(lower), let last = Unicode.Scalar(upper)
    else { return nil }
    return first...last
  }
}

/// The calendar's identifier, then only what differs from a fresh calendar of that identifier
/// (time zone, locale, first weekday, minimum days in the first week): two calendars that
/// compute differently never print alike, and a default one stays one line.
extension Calendar: FrameworkDumpable {
  var dumpForm: DumpForm {
    let fresh = Calendar(identifier: identifier)
    var fields: [(label: String?, value: Any)] = [
      ("identifier", CalendarIdentifierText(identifier))
    ]
    if timeZone != fresh.timeZone { fields.append(("timeZone", timeZone)) }
    if locale?.identifier != fresh.locale?.identifier { fields.append(("locale", locale as Any)) }
    if firstWeekday != fresh.firstWeekday { fields.append(("firstWeekday", firstWeekday)) }
    if minimumDaysInFirstWeek != fresh.minimumDaysInFirstWeek {
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

/// `Notification(name: "didTap", object: nil, userInfo: nil)`: the name as its raw string.
extension Notification: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(
      name: "Notification",
      [("name", name.rawValue), ("object", object as Any), ("userInfo", userInfo as Any)])
  }
}

/// The URL, the method and the headers and body, then only the settings that differ from a
/// fresh request's (cache policy, timeout, cookies, cellular access, service type).
extension URLRequest: FrameworkDumpable {
  var dumpForm: DumpForm {
    var fields: [(label: String?, value: Any)] = [
      ("url", url as Any), ("httpMethod", httpMethod as Any),
      ("allHTTPHeaderFields", allHTTPHeaderFields as Any), ("httpBody", httpBody as Any),
    ]
    let fresh = URLRequest(url: URL(string: "/")!)
    if cachePolicy != fresh.cachePolicy {
      fields.append(("cachePolicy", CachePolicyText(policy: cachePolicy)))
    }
    if timeoutInterval != fresh.timeoutInterval {
      fields.append(("timeoutInterval", timeoutInterval))
    }
    if httpShouldHandleCookies != fresh.httpShouldHandleCookies {
      fields.append(("httpShouldHandleCookies", httpShouldHandleCookies))
    }
    if allowsCellularAccess != fresh.allowsCellularAccess {
      fields.append(("allowsCellularAccess", allowsCellularAccess))
    }
    if networkServiceType != fresh.networkServiceType {
      fields.append(("networkServiceType", Int(networkServiceType.rawValue)))
    }
    return .fields(name: "URLRequest", fields)
  }
}

/// `.reloadIgnoringLocalCacheData`, as Swift spells the policy (an imported C enum on Apple
/// platforms, which the runtime cannot name).
private struct CachePolicyText: FrameworkDumpable {
  let policy: URLRequest.CachePolicy
  var dumpForm: DumpForm {
    switch policy {
    case .useProtocolCachePolicy: .text(".useProtocolCachePolicy")
    case .reloadIgnoringLocalCacheData: .text(".reloadIgnoringLocalCacheData")
    case .reloadIgnoringLocalAndRemoteCacheData: .text(".reloadIgnoringLocalAndRemoteCacheData")
    case .returnCacheDataElseLoad: .text(".returnCacheDataElseLoad")
    case .returnCacheDataDontLoad: .text(".returnCacheDataDontLoad")
    case .reloadRevalidatingCacheData: .text(".reloadRevalidatingCacheData")
    @unknown default: .text("URLRequest.CachePolicy(rawValue: \(policy.rawValue))")
    }
  }
}

// MARK: - Foundation classes

// Each prints as the Swift value it bridges to, so `NSString` and `String`, `NSDate` and `Date`
// read alike. The casts below bridge on Linux as on Apple platforms.

/// The number it holds, as the Swift type it was made from prints: `1`, `1.5`, `true`. An
/// `NSDecimalNumber` prints as its `Decimal`.
extension NSNumber: FrameworkDumpable {
  var dumpForm: DumpForm {
    if let decimal = self as? NSDecimalNumber {
      return .text(decimal.decimalValue.description, number: doubleValue)
    }
    // Booleans are the two shared instances, on every platform.
    if self === NSNumber(value: true) { return .text("true") }
    if self === NSNumber(value: false) { return .text("false") }
    switch UInt8(bitPattern: objCType.pointee) {
    case UInt8(ascii: "f"):
      return .text(floatingPointText(floatValue), number: doubleValue)
    case UInt8(ascii: "d"):
      return .text(floatingPointText(doubleValue), number: doubleValue)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"),
      UInt8(ascii: "C"):
      return .text(String(uint64Value), number: doubleValue)
    default:
      return .text(String(int64Value), number: doubleValue)
    }
  }
}

extension NSString: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as String) }
}

extension NSData: FrameworkDumpable {
  var dumpForm: DumpForm { .value(Data(referencing: self)) }
}

extension NSDate: FrameworkDumpable {
  var dumpForm: DumpForm {
    .value(Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate))
  }
}

extension NSURL: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as URL) }
}

extension NSUUID: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as UUID) }
}

extension NSArray: FrameworkDumpable {
  var dumpForm: DumpForm { .elements(Array(self), isSet: false) }
}

extension NSSet: FrameworkDumpable {
  var dumpForm: DumpForm { .elements(Array(self), isSet: true) }
}

extension NSDictionary: FrameworkDumpable {
  var dumpForm: DumpForm { .entries(map { (key: $0.key, value: $0.value) }) }
}

extension NSIndexSet: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as IndexSet) }
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

/// `0..<1`; a range at `NSNotFound` has no Swift range and prints its fields.
extension NSRange: FrameworkDumpable {
  var dumpForm: DumpForm {
    if let range = Range(self) { return .value(range) }
    return .text("NSRange(location: NSNotFound, length: \(length))")
  }
}

/// Its domain, code and user info (its other properties are computed from these).
extension NSError: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(name: nil, [("domain", domain), ("code", code), ("userInfo", userInfo)])
  }
}

// MARK: - Formatting

/// The upper-case `uuidString` form, formatted by hand (Foundation's goes through `sprintf`).
func uuidText(_ uuid: UUID) -> String {
  let digits: StaticString = "0123456789ABCDEF"
  // Safe, and kept outside the unsafe room: a `uuid_t` is a tuple of sixteen `UInt8`s (no
  // padding, nothing referenced), read only as those bytes; copying them into an array first
  // would cost an allocation per UUID dumped.
  return withUnsafeBytes(of: uuid.uuid) { bytes in
    String(unsafeUninitializedCapacity: 36) { buffer in
      var index = 0
      for (offset, byte) in bytes.enumerated() {
        if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
          buffer[index] = UInt8(ascii: "-")
          index += 1
        }
        buffer[index] = digits.utf8Start[Int(byte >> 4)]
        buffer[index + 1] = digits.utf8Start[Int(byte & 0xF)]
        index += 2
      }
      return index
    }
  }
}

func urlText(_ url: URL) -> String { "URL(\(url.absoluteString))" }

func decimalText(_ decimal: Decimal) -> String { decimal.description }

/// `Data(5 bytes: 68656c6c6f)`; longer data shows its first 16 bytes and `…`.
func dataText(_ data: Data) -> String {
  if data.isEmpty { return "Data(0 bytes)" }
  let digits = Array("0123456789abcdef".utf8)
  var hex: [UInt8] = []
  hex.reserveCapacity(33)
  for byte in data.prefix(16) {
    hex.append(digits[Int(byte >> 4)])
    hex.append(digits[Int(byte & 0xF)])
  }
  let preview = String(decoding: hex, as: UTF8.self) + (data.count > 16 ? "…" : "")
  return "Data(\(data.count) \(data.count == 1 ? "byte" : "bytes"): \(preview))"
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
