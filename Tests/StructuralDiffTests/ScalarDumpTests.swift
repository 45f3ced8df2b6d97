import StructuralDiff
import XCTest

private struct Person {
  var first: String
  var last: String
  var full: String { first + " " + last }
}

/// Issue 16, item 11: scalars that printed their storage, sorted as text, or printed the same
/// for different values; key paths that printed an address.
final class ScalarDumpTests: XCTestCase {
  func testFloat16PrintsItsValue() throws {
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      assertDump(Float16(1.5), "1.5")
      assertDump([Float16(-0.25), .infinity, .nan], "[\n  -0.25,\n  .infinity,\n  .nan,\n]")
      assertDiff(Float16(1), Float16(2), "\u{2212} 1.0\n+ 2.0")
    #else
      throw XCTSkip("Float16 does not exist on Intel Macs")
    #endif
  }

  func testNaNsPrintWhatTellsThemApart() {
    assertDump(
      [.nan, -.nan, .signalingNaN, -.signalingNaN, Double(nan: 5, signaling: false)],
      """
      [
        .nan,
        -.nan,
        .signalingNaN,
        -.signalingNaN,
        .nan(0x5),
      ]
      """
    )
    assertDump([Float.nan, -Float.signalingNaN], "[\n  .nan,\n  -.signalingNaN,\n]")
    assertDiff(Double.nan, -Double.nan, "\u{2212} .nan\n+ -.nan")
  }

  func testWideIntegerKeysSortByValue() throws {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      throw XCTSkip("Int128 needs macOS 15")
    }
    let big = Int128(1) << 100
    assertDump(
      [Int128(-1): "a", 20: "b", 3: "c", big + 1: "d", big: "e", -big: "f", -big - 1: "g"],
      """
      [
        -1267650600228229401496703205377: "g",
        -1267650600228229401496703205376: "f",
        -1: "a",
        3: "c",
        20: "b",
        1267650600228229401496703205376: "e",
        1267650600228229401496703205377: "d",
      ]
      """
    )
    assertDump(
      Set<UInt128>([20, 3, 100, UInt128.max, UInt128.max - 1]),
      """
      Set([
        3,
        20,
        100,
        340282366920938463463374607431768211454,
        340282366920938463463374607431768211455,
      ])
      """
    )
  }

  /// Integers that a Double cannot tell apart fell back to text order, which puts `-…7`
  /// before `-…8`.
  func testInt64KeysBeyondDoublePrecisionSortByValue() {
    assertDump(
      Set([Int64.min + 1, Int64.min, Int64.max, Int64.max - 1]),
      """
      Set([
        -9223372036854775808,
        -9223372036854775807,
        9223372036854775806,
        9223372036854775807,
      ])
      """
    )
  }

  func testComputedKeyPathsPrintWithoutAnAddress() {
    assertDump(\Person.first, #"\Person.first"#)
    assertDump(\Person.full, #"\Person.<computed (String)>"#)
    assertDump(\Person.first.count, #"\Person.first.<computed (Int)>"#)
    assertDump(\[Int].count, #"\[Int].<computed (Int)>"#)
  }
}
