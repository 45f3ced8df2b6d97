import StructuralDiff
import XCTest

private struct OneLineNote {
  var title: String
  var tags: [String: Int]
  var kind: NoteKind
}

private enum NoteKind {
  case plain
  case pinned(rank: Int)
}

/// `String(oneLineDumping:)`: the dump on one line, rendered from the dump's tree.
final class OneLineDumpTests: XCTestCase {
  func testCompositesPrintTheirChildrenSeparatedByCommas() {
    XCTAssertEqual(
      String(
        oneLineDumping: OneLineNote(title: "Milk", tags: ["b": 2, "a": 1], kind: .pinned(rank: 1))),
      #"OneLineNote(title: "Milk", tags: ["a": 1, "b": 2], kind: NoteKind.pinned(rank: 1))"#)
    XCTAssertEqual(String(oneLineDumping: [NoteKind.plain]), "[NoteKind.plain]")
    XCTAssertEqual(String(oneLineDumping: [Int]()), "[]")
  }

  func testAMultilineStringIsOneEscapedLiteral() {
    XCTAssertEqual(
      String(oneLineDumping: OneLineNote(title: "a\nb", tags: [:], kind: .plain)),
      #"OneLineNote(title: "a\nb", tags: [:], kind: NoteKind.plain)"#)
  }
}
