import StructuralDiff
import XCTest

/// Properties over seeded random nested values.
final class PropertyTests: XCTestCase {
  private let cases = 400

  func testValueHasNoDiffWithItself() {
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<cases {
      let value = Record.random(using: &generator)
      XCTAssertNil(diff(value, value))
      // A separately built equal value, so `==` cannot shortcut on shared storage.
      var copy = value
      copy.name = String(value.name.reversed())
      copy.name = String(copy.name.reversed())
      XCTAssertNil(diff(value, copy))
    }
  }

  func testUnequalValuesAlwaysDiffAndEveryLineComesFromItsSide() {
    var generator = SeededGenerator(seed: 2)
    var checked = 0
    for iteration in 0..<cases {
      let first = Record.random(using: &generator)
      let second = first.mutated(using: &generator)
      guard first != second else { continue }
      checked += 1
      guard let text = diff(first, second) else {
        XCTFail("case \(iteration): no diff for unequal values")
        continue
      }
      let firstLines = Set(
        String(customDumping: first).split(separator: "\n", omittingEmptySubsequences: false))
      let secondLines = Set(
        String(customDumping: second).split(separator: "\n", omittingEmptySubsequences: false))
      var sawChange = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let marker = line.first
        let content = line.dropFirst(2)
        if content.trimmingPrefix(while: { $0 == " " }).hasPrefix("… (") { continue }
        if content.trimmingPrefix(while: { $0 == " " }).hasPrefix("// ") { continue }
        switch marker {
        case "\u{2212}":
          sawChange = true
          XCTAssert(
            firstLines.contains(content), "case \(iteration): − line not in first dump: \(content)")
        case "+":
          sawChange = true
          XCTAssert(
            secondLines.contains(content),
            "case \(iteration): + line not in second dump: \(content)")
        case nil:
          break  // A blank line inside a multi-line string literal.
        default:
          XCTAssertEqual(marker, " ", "case \(iteration): unexpected marker in \(line)")
          XCTAssert(
            secondLines.contains(content) || isCollapsed(content, in: secondLines),
            "case \(iteration): context line not in second dump: \(content)")
        }
      }
      XCTAssert(sawChange, "case \(iteration): diff without a changed line:\n\(text)")
    }
    XCTAssertGreaterThan(checked, cases / 2)
  }

  func testDumpIsDeterministic() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<50 {
      let value = Record.random(using: &generator)
      XCTAssertEqual(String(customDumping: value), String(customDumping: value))
    }
  }
}

/// Whether `line` is a multi-line field collapsed to one line (`tags: […],`): the second dump
/// opens that field on a line of its own (`tags: [`) and closes it with the same suffix.
private func isCollapsed(_ line: Substring, in lines: Set<Substring>) -> Bool {
  guard let ellipsis = line.firstIndex(of: "…") else { return false }
  let opening = line[..<ellipsis]
  let indent = line.prefix { $0 == " " }
  let closing = indent + line[line.index(after: ellipsis)...]
  return lines.contains(opening) && lines.contains(Substring(closing))
}

extension Substring {
  fileprivate func trimmingPrefix(while predicate: (Character) -> Bool) -> Substring {
    self[(firstIndex { !predicate($0) } ?? endIndex)...]
  }
}
