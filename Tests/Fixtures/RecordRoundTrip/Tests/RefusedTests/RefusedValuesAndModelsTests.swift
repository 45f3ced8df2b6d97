// swift-format-ignore-file
// The steps are written as users write them, one-line closures included.
import Observation
import ExhaustiveTesting
import XCTest

// Failures of values and models the recorder does not fix: each says why, and this file stays
// unchanged.
final class RefusedValuesAndModelsTests: XCTestCase {
  private struct Board: Equatable {
    var home = 0
    var away = 0
  }

  func testExpectDifferenceWithoutAnOperation() {
    let board = Board(home: 1)
    expectDifference(board) { $0.home = 2 }
  }

  func testExpectDifferenceWhoseOperationChangesNothing() {
    let board = Board()
    expectDifference(board) {
    } changes: {
      $0.home = 1
    }
  }

  func testAnExpectedValueNamedByTheTest() {
    let expected = Board(home: 1)
    expectNoDifference(expected, Board(home: 2))
  }

  @MainActor func testAModelChangedOutsideAStep() async {
    let model = RefusedModel()
    let harness = ModelHarness(model)
    model.count = 1
    harness.run { $0.count += 1 } expecting: {
      $0.count = 2
    }
  }

  @MainActor func testAnExpectingClosureThatThrows() async throws {
    struct Stop: Error {}
    let harness = ModelHarness(RefusedModel())
    try harness.run { $0.count = 1 } expecting: {
      $0.count = 1
      throw Stop()
    }
  }
}

/// A model for the refused tests.
@MainActor
@Observable
final class RefusedModel {
  var count = 0
}
