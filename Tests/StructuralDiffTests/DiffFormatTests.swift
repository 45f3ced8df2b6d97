import StructuralDiff
import XCTest

final class DiffFormatTests: XCTestCase {
  func testDefaultMarkersAreMinusSignAndPlus() {
    XCTAssertEqual(DiffFormat.default.first, "\u{2212}")
    XCTAssertEqual(DiffFormat.default.second, "+")
    XCTAssertEqual(DiffFormat.default.both, " ")
  }
}
