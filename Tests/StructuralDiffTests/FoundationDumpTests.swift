import Foundation
import StructuralDiff
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Order {
  var id: NSUUID
  var placed: NSDate
  var total: Decimal
  var items: NSArray
  var note: NSString?
  var extra: Any
}

/// Issue 12, item 1: Foundation values print their value, never their storage.
final class FoundationDumpTests: XCTestCase {
  func testNSNumberPrintsTheNumberItHolds() {
    assertDump(NSNumber(value: 1), "1")
    assertDump(NSNumber(value: -7 as Int8), "-7")
    assertDump(NSNumber(value: 1.5), "1.5")
    assertDump(NSNumber(value: 0.25 as Float), "0.25")
    assertDump(NSNumber(value: Double.nan), ".nan")
    assertDump(NSNumber(value: UInt64.max), "18446744073709551615")
    assertDump(NSNumber(value: true), "true")
    assertDump(NSNumber(value: false), "false")
    assertDump(NSDecimalNumber(string: "3.14"), "3.14")
    assertDiff(NSNumber(value: 1), NSNumber(value: 2), "\u{2212} 1\n+ 2")
  }

  func testNSNumberKeysSortByValue() {
    assertDump(
      [NSNumber(value: 10): "ten", NSNumber(value: 9): "nine", NSNumber(value: 1.5): "one"],
      """
      [
        1.5: "one",
        9: "nine",
        10: "ten",
      ]
      """
    )
  }

  func testFoundationClassesPrintAsTheValuesTheyBridgeTo() {
    assertDump("hi" as NSString, #""hi""#)
    assertDump(NSMutableString(string: "line 1\nline 2"), "\"\"\"\n  line 1\n  line 2\n  \"\"\"")
    assertDump(NSData(bytes: [1, 2, 255] as [UInt8], length: 3), "Data(3 bytes: 0102ff)")
    assertDump(NSDate(timeIntervalSince1970: 1_234_567_890), "2009-02-13T23:31:30.000Z")
    assertDump(NSURL(string: "https://example.com/a?b=c")!, "URL(https://example.com/a?b=c)")
    assertDump(
      NSUUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!,
      "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
    assertDump(NSTimeZone(name: "GMT")!, #"TimeZone(identifier: "GMT")"#)
    assertDump(NSLocale(localeIdentifier: "en_US"), #"Locale(identifier: "en_US")"#)
    let calendar = NSCalendar(calendarIdentifier: .gregorian)!
    calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    assertDump(
      calendar, #"Calendar(identifier: .gregorian, timeZone: TimeZone(identifier: "Asia/Tokyo"))"#)
    assertDump(NSIndexSet(indexesIn: NSRange(location: 1, length: 3)), "IndexSet([1..<4])")
  }

  func testFoundationCollectionsPrintTheirElements() {
    assertDump(
      NSArray(array: [1, "a", NSNumber(value: 2.5)]),
      """
      [
        1,
        "a",
        2.5,
      ]
      """
    )
    assertDump(NSMutableArray(array: [true]), "[\n  true,\n]")
    assertDump(
      NSSet(array: [3, 1, 2]),
      """
      Set([
        1,
        2,
        3,
      ])
      """
    )
    assertDump(
      NSDictionary(dictionary: ["b": 1, "a": [2]]),
      """
      [
        "a": [
          2,
        ],
        "b": 1,
      ]
      """
    )
    assertDump(NSArray(), "[]")
    assertDump(NSDictionary(), "[:]")
  }

  func testRangesAndIndexSets() {
    assertDump(NSRange(location: 0, length: 1), "0..<1")
    assertDump(NSRange(location: 5, length: 0), "5..<5")
    assertDump(
      NSRange(location: NSNotFound, length: 0), "NSRange(location: NSNotFound, length: 0)")
    assertDump(IndexSet([1, 2, 3, 7]), "IndexSet([1..<4, 7])")
    assertDump(IndexSet(), "IndexSet([])")
  }

  func testNSErrorPrintsDomainCodeAndUserInfo() {
    assertDump(
      NSError(domain: "Network", code: -1009, userInfo: [NSLocalizedDescriptionKey: "Offline"]),
      """
      NSError(
        domain: "Network",
        code: -1009,
        userInfo: [
          "NSLocalizedDescription": "Offline",
        ]
      )
      """
    )
    assertDiff(
      NSError(domain: "Network", code: 1),
      NSError(domain: "Network", code: 2),
      """
      \u{2212} NSError(domain: "Network", code: 1, userInfo: [:])
      + NSError(domain: "Network", code: 2, userInfo: [:])
      """
    )
  }

  func testCalendarPrintsItsIdentifierItsZoneAndWhatDiffers() {
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = TimeZone(identifier: "GMT")!
    assertDump(iso, #"Calendar(identifier: .iso8601, timeZone: TimeZone(identifier: "GMT"))"#)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "America/New_York")!
    calendar.firstWeekday = 2
    calendar.locale = Locale(identifier: "fr_FR")
    assertDump(
      calendar,
      """
      Calendar(
        identifier: .gregorian,
        timeZone: TimeZone(identifier: "America/New_York"),
        locale: Locale(identifier: "fr_FR"),
        firstWeekday: 2,
        minimumDaysInFirstWeek: 4
      )
      """
    )
  }

  func testTimeZoneLocaleDecimalAndCharacterSet() {
    assertDump(TimeZone(identifier: "Europe/Paris")!, #"TimeZone(identifier: "Europe/Paris")"#)
    assertDump(Locale(identifier: "fr_FR"), #"Locale(identifier: "fr_FR")"#)
    assertDump(Decimal(string: "12.50")!, "12.5")
    assertDump(CharacterSet.whitespaces, "CharacterSet.whitespaces")
    assertDump(CharacterSet.urlQueryAllowed, "CharacterSet.urlQueryAllowed")
    assertDump(CharacterSet(charactersIn: "xcab"), #"CharacterSet(["a"..."c", "x"])"#)
    assertDump(
      CharacterSet(charactersIn: "b").inverted,
      #"CharacterSet(["\0"..."a", "c"..."\u{10FFFF}"])"#)
  }

  func testNotificationAndURLRequest() {
    assertDump(
      Notification(name: Notification.Name("didTap"), object: nil, userInfo: ["count": 1]),
      """
      Notification(
        name: "didTap",
        object: nil,
        userInfo: [
          "count": 1,
        ]
      )
      """
    )
    var request = URLRequest(url: URL(string: "https://example.com/todos")!)
    request.httpMethod = "POST"
    request.allHTTPHeaderFields = ["Accept": "application/json"]
    request.httpBody = Data("{}".utf8)
    request.timeoutInterval = 5
    request.cachePolicy = .reloadIgnoringLocalCacheData
    assertDump(
      request,
      """
      URLRequest(
        url: URL(https://example.com/todos),
        httpMethod: "POST",
        allHTTPHeaderFields: [
          "Accept": "application/json",
        ],
        httpBody: Data(2 bytes: 7b7d),
        cachePolicy: .reloadIgnoringLocalCacheData,
        timeoutInterval: 5.0
      )
      """
    )
    assertDump(
      URLRequest(url: URL(string: "https://example.com")!),
      """
      URLRequest(
        url: URL(https://example.com),
        httpMethod: "GET",
        allHTTPHeaderFields: nil,
        httpBody: nil
      )
      """
    )
  }

  func testQueuesAndRunLoopsPrintTheirNames() {
    assertDump(DispatchQueue.main, "DispatchQueue.main")
    assertDump(DispatchQueue.global(qos: .utility), "DispatchQueue.global(qos: .utility)")
    assertDump(DispatchQueue(label: "com.app.sync"), #"DispatchQueue(label: "com.app.sync")"#)
    assertDump(OperationQueue.main, "OperationQueue.main")
    assertDump(OperationQueue(), "OperationQueue()")
    let named = OperationQueue()
    named.name = "network"
    assertDump(named, #"OperationQueue(name: "network")"#)
    assertDump(RunLoop.main, "RunLoop.main")
  }

  func testFoundationValuesNestedInAState() {
    assertDump(
      Order(
        id: NSUUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        placed: NSDate(timeIntervalSinceReferenceDate: 0.5), total: Decimal(string: "9.99")!,
        items: NSArray(array: [NSNumber(value: 2)]), note: nil,
        extra: [NSRange(location: 2, length: 3)]),
      """
      Order(
        id: 00000000-0000-0000-0000-000000000001,
        placed: 2001-01-01T00:00:00.500Z,
        total: 9.99,
        items: [
          2,
        ],
        note: nil,
        extra: [
          2..<5,
        ]
      )
      """
    )
  }
}
