import Foundation
import StructuralDiff
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 12, item 1: no dump ever contains a pointer value or anything else that differs
/// between two runs of the same program, over every Foundation type the differ knows and over
/// a seeded random mix of them nested in structs, arrays, dictionaries, optionals and `Any`.
final class DumpDeterminismTests: XCTestCase {
  func testNoDumpContainsAnAddress() {
    let dump = determinismFixtureDump()
    XCTAssertEqual(addressLikeParts(of: dump), [], dump)
    // The fixture is not trivially short: it holds every type and the random mix.
    XCTAssertGreaterThan(dump.split(separator: "\n").count, 500)
  }

  func testTheAddressScanFindsAddresses() {
    XCTAssertEqual(
      addressLikeParts(of: "NSUUID#1(buffer: UnsafeMutablePointer<UInt8>(0x00007f55a0c0))"),
      ["UnsafeMutablePointer", "0x00007f55a0c0"])
    XCTAssertEqual(
      addressLikeParts(of: "NSNumber#1(_base: _CFInfo(info: 5762, pad: 0))"), ["_CFInfo"])
  }

  #if os(Linux)
    /// Dumps the fixture in two child processes of this test binary and compares the texts:
    /// addresses, hash seeds and dictionary orders all change between processes.
    func testTwoRunsDumpTheSame() throws {
      let first = try dumpInChildProcess()
      let second = try dumpInChildProcess()
      XCTAssertFalse(first.isEmpty)
      XCTAssertNil(diff(first, second))
      XCTAssertNil(diff(first, determinismFixtureDump()))
    }

    /// Writes the fixture's dump to `STRUCTURALDIFF_DUMP_TO` when a parent test asks for it;
    /// otherwise checks it dumps at all.
    func testFixtureWritesItsDump() throws {
      let dump = determinismFixtureDump()
      if let path = ProcessInfo.processInfo.environment["STRUCTURALDIFF_DUMP_TO"] {
        try dump.write(toFile: path, atomically: true, encoding: .utf8)
      }
      XCTAssertTrue(dump.hasPrefix("DeterminismFixture("))
    }

    private func dumpInChildProcess() throws -> String {
      let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("structuraldiff-dump-\(UUID().uuidString).txt").path
      defer { try? FileManager.default.removeItem(atPath: path) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = [
        "--testing-library", "xctest",
        "StructuralDiffTests.DumpDeterminismTests/testFixtureWritesItsDump",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["STRUCTURALDIFF_DUMP_TO"] = path
      process.environment = environment
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      XCTAssertEqual(process.terminationStatus, 0)
      return try String(contentsOfFile: path, encoding: .utf8)
    }
  #endif
}

/// Parts of `text` that look like storage rather than a value: `0x`-prefixed hex of six or
/// more digits, and names of pointer and Core Foundation storage types.
private func addressLikeParts(of text: String) -> [String] {
  var found: [String] = []
  for marker in [
    "UnsafeMutablePointer", "UnsafePointer", "UnsafeRawPointer", "OpaquePointer",
    "_CFInfo", "_cfinfo", "pointerValue", "__SwiftValue",
  ]
  where text.contains(marker) {
    found.append(marker)
  }
  var rest = Substring(text)
  while let range = rest.range(of: "0x") {
    let digits = rest[range.upperBound...].prefix { $0.isHexDigit }
    if digits.count >= 6 { found.append("0x" + digits) }
    rest = rest[range.upperBound...]
  }
  return found
}

private struct DeterminismFixture {
  var every: [Any]
  var mix: [Any]
}

private struct Wrapper {
  var value: Any
  var optional: Any?
}

private final class Owner {
  var value: Any
  init(_ value: Any) { self.value = value }
}

/// One of each Foundation and Dispatch value the differ knows. `owner` outlives the dump: an
/// `ObjectIdentifier` of a freed object could name a later object at the same address.
private func everyFoundationValue(owner: Owner) -> [Any] {
  var request = URLRequest(url: URL(string: "https://example.com/todos")!)
  request.httpMethod = "PUT"
  request.httpBody = Data([1, 2, 3])
  request.timeoutInterval = 9
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
  let named = OperationQueue()
  named.name = "sync"
  return [
    NSNumber(value: 42), NSNumber(value: 2.5), NSNumber(value: true),
    NSDecimalNumber(string: "1.1"),
    "text" as NSString, NSMutableString(string: "mutable"), NSData(data: Data([9, 8])),
    Data(repeating: 7, count: 40), NSDate(timeIntervalSince1970: 0),
    Date(timeIntervalSinceReferenceDate: 12.25), NSURL(string: "file:///tmp/a")!,
    URL(string: "https://example.com")!,
    NSUUID(uuidString: "00000000-0000-0000-0000-00000000000A")!,
    UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, NSArray(array: [1, "two"]),
    NSMutableArray(array: [NSNumber(value: 3)]), NSSet(array: ["b", "a"]),
    NSDictionary(dictionary: ["key": NSDate(timeIntervalSince1970: 1)]),
    NSIndexSet(index: 4), IndexSet(0..<10), NSRange(location: 3, length: 4),
    NSError(domain: "Domain", code: 7, userInfo: ["k": "v"]), calendar,
    NSCalendar(calendarIdentifier: .buddhist)!, TimeZone(identifier: "UTC")!,
    NSTimeZone(name: "Europe/Berlin")!, Locale(identifier: "de_DE"),
    NSLocale(localeIdentifier: "ja_JP"), Decimal(string: "-0.001")!, CharacterSet.letters,
    CharacterSet(charactersIn: "aeiou"), Notification(name: .init("tick"), object: owner),
    request, DispatchQueue.main, DispatchQueue(label: "q"), DispatchQueue.global(),
    OperationQueue(), named, OperationQueue.main, RunLoop.main, RunLoop.current,
    ObjectIdentifier(owner), ObjectIdentifier(Int.self), owner, SIMD3<Double>(1, 2, 3),
  ]
}

/// A seeded mix of the values above nested in structs, arrays, dictionaries, optionals and
/// `Any` (fresh instances each time, so each process makes its own).
private func randomMix(owner: Owner) -> [Any] {
  var generator = SeededGenerator(seed: 12)
  func nest(_ value: Any, depth: Int) -> Any {
    guard depth > 0 else { return value }
    switch generator.next() % 5 {
    case 0: return Wrapper(value: nest(value, depth: depth - 1), optional: nil)
    case 1: return [nest(value, depth: depth - 1), value]
    case 2: return ["k\(generator.next() % 100)": nest(value, depth: depth - 1)]
    case 3: return Optional(nest(value, depth: depth - 1)) as Any
    default: return Wrapper(value: 0, optional: nest(value, depth: depth - 1))
    }
  }
  return (0..<150).map { _ in
    let values = everyFoundationValue(owner: owner)
    let value = values[Int(generator.next() % UInt64(values.count))]
    return nest(value, depth: Int(generator.next() % 4))
  }
}

private func determinismFixtureDump() -> String {
  let owner = Owner(1)
  return String(
    customDumping: DeterminismFixture(
      every: everyFoundationValue(owner: owner), mix: randomMix(owner: owner)))
}
