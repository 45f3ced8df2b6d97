import Foundation
import StructuralDiff
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// `@unchecked` restates `Operation`'s own conformance; the fixture is only read, on one thread.
private final class Download: Operation, @unchecked Sendable {
  let url = "https://a.co"
}

/// Issue 23: every Foundation class with a Swift value counterpart dumps as that value, and an
/// attributed string as its string.
final class FoundationValueFormTests: XCTestCase {
  func testAttributedStringsPrintTheirString() {
    assertDump(NSAttributedString(string: "Hello, Blob!"), #""Hello, Blob!""#)
    assertDump(NSMutableAttributedString(string: "Hello"), #""Hello""#)
    assertDump(AttributedString("Hi"), #""Hi""#)
    assertDiff(
      NSAttributedString(string: "Hello"), NSAttributedString(string: "Help"),
      """
      \u{2212} "Hello"
      + "Help"
      """)
  }

  func testURLComponentsPrintTheirComponents() {
    assertDump(
      NSURLComponents(string: "https://www.pointfree.co/login?redirect=episodes#top")!,
      """
      URLComponents(
        scheme: "https",
        host: "www.pointfree.co",
        path: "/login",
        queryItems: [
          URLQueryItem(
            name: "redirect",
            value: "episodes"
          ),
        ],
        fragment: "top"
      )
      """)
    assertDump(
      NSURLQueryItem(name: "q", value: "blob"),
      """
      URLQueryItem(
        name: "q",
        value: "blob"
      )
      """)
    assertDiff(
      NSURLComponents(string: "https://a.co/x")!, NSURLComponents(string: "https://a.co/y")!,
      """
        URLComponents(
          scheme: "https",
          host: "a.co",
      \u{2212}   path: "/x"
      +   path: "/y"
        )
      """)
  }

  func testIndexPathsMeasurementsAndNotifications() {
    assertDump(NSIndexPath(indexes: [1, 2], length: 2), "[\n  1,\n  2,\n]")
    assertDump(NSIndexPath(), "[]")
    assertDump(
      NSMeasurement(doubleValue: 42, unit: UnitMass.kilograms),
      #"Measurement(value: 42.0, unit: "kg")"#)
    assertDump(
      Measurement(value: 1.5, unit: UnitLength.meters), #"Measurement(value: 1.5, unit: "m")"#)
    assertDump(
      NSNotification(name: Notification.Name("didTap"), object: nil),
      #"Notification(name: "didTap", object: nil, userInfo: nil)"#)
  }

  func testDateAndNameComponentsAndIntervals() {
    let components = NSDateComponents()
    components.year = 2020
    components.month = 2
    assertDump(
      components,
      """
      DateComponents(
        year: 2020,
        month: 2
      )
      """)
    let name = NSPersonNameComponents()
    name.givenName = "Blob"
    assertDump(
      name,
      """
      PersonNameComponents(
        givenName: "Blob"
      )
      """)
    assertDump(
      NSDateInterval(start: Date(timeIntervalSince1970: 0), duration: 10),
      """
      DateInterval(
        start: 1970-01-01T00:00:00.000Z,
        end: 1970-01-01T00:00:10.000Z,
        duration: 10.0
      )
      """)
  }

  func testRequestsCharacterSetsAndRegularExpressions() throws {
    assertDump(
      NSMutableURLRequest(url: URL(string: "https://a.co")!),
      """
      URLRequest(
        url: URL(https://a.co),
        httpMethod: "GET",
        allHTTPHeaderFields: nil,
        httpBody: nil
      )
      """)
    assertDump(NSCharacterSet(charactersIn: "cab"), #"CharacterSet(["a"..."c"])"#)
    assertDump(NSCharacterSet.whitespaces as NSCharacterSet, "CharacterSet.whitespaces")
    assertDump(
      try NSRegularExpression(pattern: "a+", options: .caseInsensitive),
      """
      NSRegularExpression(
        pattern: "a+",
        options: NSRegularExpression.Options(
          rawValue: 1
        )
      )
      """)
  }

  func testValuesNullsAndOrderedSets() {
    assertDump(NSValue(range: NSRange(location: 1, length: 2)), "1..<3")
    assertDump(NSNumber(value: 3) as NSValue, "3")
    assertDump(
      NSValue(bytes: [UInt32(7)], objCType: "I"),
      #"NSValue(bytes: Data(4 bytes: 07000000), objCType: "I")"#)
    assertDump(NSNull(), "NSNull()")
    assertDump(NSOrderedSet(array: [2, 1]), "[\n  2,\n  1,\n]")
  }

  /// Classes without a Swift counterpart print what is left once their storage is left out.
  func testOtherFoundationClassesPrintTheirVisibleProperties() {
    assertDump(NSLock(), "NSLock#1(\n  name: nil\n)")
    assertDump(Operation(), "Operation#1()")
    assertDump(
      JSONEncoder(),
      """
      JSONEncoder#1(
        options: JSONEncoder._Options(
          outputFormatting: JSONEncoder.OutputFormatting(
            rawValue: 0
          ),
          dateEncodingStrategy: JSONEncoder.DateEncodingStrategy.deferredToDate,
          dataEncodingStrategy: JSONEncoder.DataEncodingStrategy.base64,
          nonConformingFloatEncodingStrategy: JSONEncoder.NonConformingFloatEncodingStrategy.throw,
          keyEncodingStrategy: JSONEncoder.KeyEncodingStrategy.useDefaultKeys,
          userInfo: [:]
        ),
        optionsLock: LockedState<()>()
      )
      """)
  }

  /// A user's subclass of a Foundation class prints its own fields, not its superclass's
  /// storage.
  func testASubclassPrintsItsOwnFields() {
    assertDump(Download(), #"Download#1(\#n  url: "https://a.co"\#n)"#)
  }
}
