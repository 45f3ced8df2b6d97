import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

final class ReducerForEachIDTests: XCTestCase {
  func testRunsOnTheElementWithTheID() {
    let run = runReducer(
      boardReducer, Board(cards: [Card(id: 1), Card(id: 2)]), .card(id: 2, action: .flip), ())

    XCTAssertEqual(run.state, Board(cards: [Card(id: 1), Card(id: 2, isUp: true)]))
    XCTAssertEqual(run.outputs, [])
    XCTAssertTrue(run.finished)
  }

  func testEmbedsEffectActionsWithTheSameID() {
    let run = runReducer(
      boardReducer, Board(cards: [Card(id: 7)]), .card(id: 7, action: .flipLater), ())

    XCTAssertEqual(run.outputs, [.card(id: 7, action: .flip)])
    XCTAssertTrue(run.finished)
  }

  func testTheIDFollowsTheElementWhenOthersMove() {
    var board = Board(cards: [Card(id: 1), Card(id: 2), Card(id: 3)])
    board.cards.remove(id: 1)
    board.cards.insert(Card(id: 0), at: 2)
    let run = runReducer(boardReducer, board, .card(id: 2, action: .flip), ())

    XCTAssertEqual(run.state.cards[id: 2], Card(id: 2, isUp: true))
    XCTAssertEqual(run.state.cards.filter(\.isUp).map(\.id), [2])
  }

  func testIgnoresOtherActions() {
    let run = runReducer(boardReducer, Board(cards: [Card(id: 1)]), .shuffle, ())

    XCTAssertEqual(run.state, Board(cards: [Card(id: 1)]))
    XCTAssertEqual(run.outputs, [])
  }

  func testMissingIDIsReportedAndIgnored() {
    var run: ReducerRun<Board, BoardAction>?
    let failures = withExpectedFailures {
      run = runReducer(
        boardReducer, Board(cards: [Card(id: 1), Card(id: 2)]), .card(id: 3, action: .flip), ())
    }

    XCTAssertEqual(run?.state, Board(cards: [Card(id: 1), Card(id: 2)]))
    XCTAssertEqual(run?.outputs, [])
    XCTAssertEqual(
      failures,
      [
        """
        A forEach reducer received an action for id 3, but no element of the state has that id \
        (it holds 2 elements); the action was ignored.

          Action:
            BoardAction.card(id: 3, action: CardAction.flip)

        This usually means an effect delivered an action for an element after it was removed: \
        cancel an element's effects when you remove it.
        """
      ]
    )
  }

  func testMissingIDInAOneElementArrayIsReportedInTheSingular() {
    let failures = withExpectedFailures {
      _ = runReducer(boardReducer, Board(cards: [Card(id: 1)]), .card(id: 5, action: .flip), ())
    }

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures[0].hasPrefix(
        """
        A forEach reducer received an action for id 5, but no element of the state has that id \
        (it holds 1 element); the action was ignored.
        """
      ),
      failures[0]
    )
  }
}

private struct Card: Equatable, Identifiable {
  var id: Int
  var isUp = false
}

private enum CardAction: Equatable {
  case flip
  case flipLater
}

private struct Board: Equatable {
  var cards: IdentifiedArrayOf<Card>
}

private enum BoardAction: Equatable {
  case card(id: Int, action: CardAction)
  case shuffle
}

private let cardReducer = Reducer<Card, CardAction, Void> { card, action, _ in
  switch action {
  case .flip:
    card.isUp.toggle()
    return .none
  case .flipLater:
    return Effect(value: .flip)
  }
}

private let boardReducer: Reducer<Board, BoardAction, Void> = cardReducer.forEach(
  state: \Board.cards,
  action: /BoardAction.card(id:action:),
  environment: { _ in () }
)
