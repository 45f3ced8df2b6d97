import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class ReducerForEachKeyTests: XCTestCase {
  func testRunsOnTheValueForTheKey() {
    let run = runReducer(
      scoresReducer, Scores(byPlayer: ["ada": 1, "bob": 5]), .player("bob", .increment), ())

    XCTAssertEqual(run.state, Scores(byPlayer: ["ada": 1, "bob": 6]))
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testEmbedsEffectActionsWithTheSameKey() {
    let run = runReducer(
      scoresReducer, Scores(byPlayer: ["ada": 1]), .player("ada", .incrementLater), ())

    XCTAssertEqual(run.outputs, [.player("ada", .increment)])
    XCTAssertTrue(run.finished)
  }

  func testIgnoresOtherActions() {
    let run = runReducer(scoresReducer, Scores(byPlayer: ["ada": 1]), .reset, ())

    XCTAssertEqual(run.state, Scores(byPlayer: ["ada": 1]))
  }

  func testMissingKeyIsReportedAndIgnored() {
    var run: ReducerRun<Scores, ScoresAction>?
    let failures = withExpectedFailures {
      run = runReducer(
        scoresReducer, Scores(byPlayer: ["ada": 1, "bob": 5]), .player("cy", .increment), ())
    }

    XCTAssertEqual(run?.state, Scores(byPlayer: ["ada": 1, "bob": 5]))
    XCTAssertEqual(run?.outputs, [])
    XCTAssertEqual(
      failures,
      [
        """
        A forEach reducer received an action for key "cy", but no entry of the state has that \
        key (it holds 2 entries); the action was ignored.

          Action:
            ScoresAction.player("cy", ScoreAction.increment)

        This usually means an effect delivered an action for an entry after it was removed: \
        cancel an entry's effects when you remove it.
        """
      ]
    )
  }

  func testMissingKeyInAnEmptyDictionaryIsReported() {
    let failures = withExpectedFailures {
      _ = runReducer(scoresReducer, Scores(byPlayer: [:]), .player("ada", .increment), ())
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix(
        """
        A forEach reducer received an action for key "ada", but no entry of the state has that \
        key (it holds 0 entries); the action was ignored.
        """
      ),
      failures[0]
    )
  }
}

private enum ScoreAction: Equatable {
  case increment
  case incrementLater
}

private struct Scores: Equatable {
  var byPlayer: [String: Int]
}

private enum ScoresAction: Equatable {
  case player(String, ScoreAction)
  case reset
}

private let scoreReducer = Reducer<Int, ScoreAction, Void> { score, action, _ in
  switch action {
  case .increment:
    score += 1
    return .none
  case .incrementLater:
    return Effect(value: .increment)
  }
}

private let scoresReducer: Reducer<Scores, ScoresAction, Void> = scoreReducer.forEach(
  state: \Scores.byPlayer,
  action: /ScoresAction.player,
  environment: { _ in () }
)
