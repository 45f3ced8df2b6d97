// swift-format-ignore-file
// The steps are written as users write them, one-line closures included.
import ExhaustiveTesting
import Testing

// The same recordings under Swift Testing (compare
// Goldens/SwiftTestingValuesAndModelsTests.swift.golden).
@MainActor
struct SwiftTestingValuesAndModelsTests {
  @Test func expectNoDifferenceValue() {
    expectNoDifference(Position(x: 0, y: 0), Position(x: 1, y: 2))
  }

  @Test func expectDifferenceValue() {
    var board = Scoreboard()
    expectDifference(board) {
      board.events.append("card")
    } changes: {
      $0.away = 1
    }
  }

  @Test func harnessSyncStep() {
    let harness = ModelHarness(ScoreModel())
    harness.run { $0.increment() } expecting: {
      $0.count = 3
    }
  }

  @Test func harnessAsyncStep() async {
    let harness = ModelHarness(ScoreModel())
    await harness.run { await $0.load() }
  }
}
