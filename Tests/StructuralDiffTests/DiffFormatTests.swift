import StructuralDiff
import XCTest

final class DiffFormatTests: XCTestCase {
  func testDefaultMarkersAreMinusSignAndPlus() {
    XCTAssertEqual(DiffFormat.default.first, "\u{2212}")
    XCTAssertEqual(DiffFormat.default.second, "+")
    XCTAssertEqual(DiffFormat.default.both, " ")
  }

  /// swift-custom-dump's `.proportional`: shared lines start with a figure space.
  func testProportionalMarksSharedLinesWithAFigureSpace() {
    struct User: Equatable {
      var id: Int
      var name: String
    }
    XCTAssertEqual(
      diff(User(id: 1, name: "Blob"), User(id: 1, name: "Blob, Jr."), format: .proportional),
      """
      \u{2007} DiffFormatTests.User(
      \u{2007}   id: 1,
      \u{2212}   name: "Blob"
      +   name: "Blob, Jr."
      \u{2007} )
      """)
  }
}
