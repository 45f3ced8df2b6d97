import StructuralDiff
import XCTest

/// Not `Identifiable`: only the collection knows that `name` identifies a player.
private struct Player: Equatable {
  var name: String
  var score: Int
}

private struct Roster: RandomAccessCollection, Equatable, CustomDumpIdentifiedCollection {
  var players: [Player]
  var startIndex: Int { players.startIndex }
  var endIndex: Int { players.endIndex }
  subscript(position: Int) -> Player { players[position] }
  func customDumpID(of player: Player) -> String { player.name }
}

private struct Team: Equatable {
  var roster: Roster
}

final class IdentifiedCollectionDiffTests: XCTestCase {
  private let roster = Roster(players: [
    Player(name: "ada", score: 1), Player(name: "bob", score: 2), Player(name: "cy", score: 3),
  ])

  func testDumpsLikeAnArray() {
    assertDump(
      Team(roster: roster),
      """
      Team(
        roster: [
          Player(
            name: "ada",
            score: 1
          ),
          Player(
            name: "bob",
            score: 2
          ),
          Player(
            name: "cy",
            score: 3
          ),
        ]
      )
      """
    )
    assertDump(Roster(players: []), "[]")
  }

  func testAChangedElementIsMatchedByItsIDAndShowsItsChangedField() {
    var changed = roster
    changed.players[1].score = 20
    assertDiff(
      Team(roster: roster), Team(roster: changed),
      """
        Team(
          roster: [
            Player(
              name: "ada",
              score: 1
            ),
            Player(
              name: "bob",
      −       score: 2
      +       score: 20
            ),
            Player(
              name: "cy",
              score: 3
            ),
          ]
        )
      """
    )
  }

  func testAnElementWhoseIDChangedFacesItsReplacementFieldByField() {
    // The renamed player is another player (no id matches), between matched neighbours: the
    // removal and the insertion face each other, so they are diffed field by field.
    var renamed = roster
    renamed.players[1].name = "bo"
    assertDiff(
      roster, renamed,
      """
        [
          Player(
            name: "ada",
            score: 1
          ),
          Player(
      −     name: "bob",
      +     name: "bo",
            score: 2
          ),
          Player(
            name: "cy",
            score: 3
          ),
        ]
      """
    )
  }

  func testAnInsertedElement() {
    var inserted = roster
    inserted.players.insert(Player(name: "dee", score: 4), at: 1)
    assertDiff(
      roster, inserted,
      """
        [
          Player(
            name: "ada",
            score: 1
          ),
      +   Player(
      +     name: "dee",
      +     score: 4
      +   ),
          Player(
            name: "bob",
            score: 2
          ),
          Player(
            name: "cy",
            score: 3
          ),
        ]
      """
    )
  }

  func testARemovedElement() {
    var removed = roster
    removed.players.remove(at: 2)
    assertDiff(
      roster, removed,
      """
        [
          Player(
            name: "ada",
            score: 1
          ),
          Player(
            name: "bob",
            score: 2
          ),
      −   Player(
      −     name: "cy",
      −     score: 3
      −   ),
        ]
      """
    )
  }

  func testAMovedAndChangedElementIsMatchedByID() {
    var moved = roster
    let ada = moved.players.remove(at: 0)
    moved.players.append(Player(name: ada.name, score: 10))
    assertDiff(
      roster, moved,
      """
        [
      −   Player(
      −     name: "ada",
      −     score: 1
      −   ),
          Player(
            name: "bob",
            score: 2
          ),
          Player(
            name: "cy",
            score: 3
          ),
      +   Player(
      +     name: "ada",
      +     score: 10
      +   ),
        ]
      """
    )
  }

  func testAReorderedAndChangedElementIsMatchedByID() {
    // By content, "bob" would be a removal and an unrelated insertion; by id it is one element
    // whose score changed.
    let reordered = Roster(players: [
      Player(name: "bob", score: 20), Player(name: "ada", score: 1), Player(name: "cy", score: 3),
    ])
    assertDiff(
      roster, reordered,
      """
        [
      −   Player(
      −     name: "ada",
      −     score: 1
      −   ),
          Player(
            name: "bob",
      −     score: 2
      +     score: 20
          ),
      +   Player(
      +     name: "ada",
      +     score: 1
      +   ),
          Player(
            name: "cy",
            score: 3
          ),
        ]
      """
    )
  }

  func testEqualCollectionsHaveNoDiff() {
    XCTAssertNil(diff(roster, roster))
  }
}
