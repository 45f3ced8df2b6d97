import XCTest

@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// What one failure may print: text over the budget is cut with a marker saying how much.
final class FailureOutputBudgetTests: XCTestCase {
  func testTheBudget() {
    XCTAssertEqual(FailureOutputBudget.maximumLines, 1_000)
    XCTAssertEqual(FailureOutputBudget.maximumCharacters, 100_000)
    XCTAssertEqual(FailureOutputBudget.listEnds, 10)
  }

  func testTextWithinTheBudgetIsUnchanged() {
    XCTAssertEqual(FailureOutputBudget.limit(""), "")
    XCTAssertEqual(FailureOutputBudget.limit("a\n\nb\n"), "a\n\nb\n")
    let thousandLines = (0..<1_000).map { "line \($0)" }.joined(separator: "\n")
    XCTAssertEqual(FailureOutputBudget.limit(thousandLines), thousandLines)
    // 100,000 characters exactly, line breaks included.
    let full = String(repeating: "a", count: 49_999) + "\n" + String(repeating: "b", count: 50_000)
    XCTAssertEqual(FailureOutputBudget.limit(full), full)
  }

  func testLinesOverTheBudgetAreCutAtALineEnd() {
    let text = (0..<1_005).map { "line \($0)" }.joined(separator: "\n")
    XCTAssertEqual(
      FailureOutputBudget.limit(text),
      (0..<1_000).map { "line \($0)" }.joined(separator: "\n")
        + "\n… (truncated: 5 more lines, 45 more characters)")
  }

  func testALineOverTheCharacterBudgetIsCutInside() {
    let text = "a\n" + String(repeating: "b", count: 150_000) + "\nc"
    XCTAssertEqual(
      FailureOutputBudget.limit(text),
      "a\n" + String(repeating: "b", count: 99_998)
        + "\n… (truncated: 2 more lines, 50,003 more characters)")
  }

  func testOneEnormousLine() {
    let text = String(repeating: "x", count: 250_000)
    XCTAssertEqual(
      FailureOutputBudget.limit(text),
      String(repeating: "x", count: 100_000)
        + "\n… (truncated: 1 more line, 150,000 more characters)")
  }

  func testCharactersAreCountedAsTheyPrint() {
    // "é" as e + combining accent is one character; the cut never splits it.
    let text = String(repeating: "e\u{301}", count: 100_001)
    XCTAssertEqual(
      FailureOutputBudget.limit(text),
      String(repeating: "e\u{301}", count: 100_000)
        + "\n… (truncated: 1 more line, 1 more character)")
  }

  func testCutsTheSameWayEveryTime() {
    let text = (0..<3_000).map { "− value \($0 * 7919 % 3_000)," }.joined(separator: "\n")
    XCTAssertEqual(FailureOutputBudget.limit(text), FailureOutputBudget.limit(text))
    XCTAssertEqual(FailureOutputBudget.limit(text).split(separator: "\n").count, 1_001)
  }

  func testLongListsKeepTheirEnds() {
    let few = FailureOutputBudget.ends(of: Array(0..<20))
    XCTAssertEqual(Array(few.first), Array(0..<20))
    XCTAssertEqual(few.omitted, 0)
    XCTAssertEqual(Array(few.last), [])
    let many = FailureOutputBudget.ends(of: Array(0..<21))
    XCTAssertEqual(Array(many.first), Array(0..<10))
    XCTAssertEqual(many.omitted, 1)
    XCTAssertEqual(Array(many.last), Array(11..<21))
    XCTAssertEqual(FailureOutputBudget.omissionLine(999_980), "… (999,980 more)")
  }

  func testNumbersAreGroupedByThousands() {
    XCTAssertEqual(
      [0, 7, 999, 1_000, 12_345, 999_980, 1_000_000, -1_234].map(Wording.number),
      ["0", "7", "999", "1,000", "12,345", "999,980", "1,000,000", "-1,234"])
  }
}
