import ExhaustiveTesting
import XCTest

// Wrong expected values on purpose: a recording run rewrites them (compare
// Goldens/ValueTests.swift.golden).
final class ValueTests: XCTestCase {
  func testExpectNoDifferenceOneLine() {
    expectNoDifference(0, 1 + 2)
  }

  func testXCTAssertNoDifferenceNestedValue() {
    var board = Scoreboard()
    board.home = 2
    board.events = ["goal", "goal"]
    board.position.y = 7
    XCTAssertNoDifference(
      Scoreboard(),
      board,
      "the board after two goals"
    )
  }

  func testExpectNoDifferenceMultiLineExpected() {
    expectNoDifference(
      [
        Position(x: 1, y: 1),
        Position(x: 2, y: 2),
      ], [Position(x: 1, y: 1), Position(x: 5, y: 2)])
  }

  func testExpectDifferenceTrailingClosures() {
    var board = Scoreboard()
    expectDifference(board) {
      board.home += 1
      board.events.append("goal")
    } changes: {
      $0.home = 2
    }
  }

  func testExpectDifferenceLabeledArguments() {
    var board = Scoreboard()
    expectDifference(board, operation: { board.away = 1 }, changes: { $0.home = 1 })
  }

  func testExpectDifferenceNestedValue() {
    var board = Scoreboard()
    expectDifference(board, "the position") {
      board.position = Position(x: 4, y: 5)
    } changes: { state in
      state.position.x = 4
    }
  }

  func testExpectDifferenceAsync() async {
    var board = Scoreboard()
    await expectDifference(board) {
      await Task.yield()
      board.events = ["kick-off"]
    } changes: {
      $0.events = []
    }
  }
}
