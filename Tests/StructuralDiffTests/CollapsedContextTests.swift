import StructuralDiff
import XCTest

private struct Settings: Equatable {
  var theme: String
  var fontSize: Int
}

private enum Status: Equatable {
  case idle
  case loaded(items: [Int], note: String)
}

private final class Account: Equatable {
  var name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Account, rhs: Account) -> Bool { lhs.name == rhs.name }
}

private struct Screen: Equatable {
  var title: String
  var settings: Settings
  var tags: [String]
  var scores: [String: Int]
  var flags: Set<Int>
  var status: Status
  var account: Account
  var count: Int
}

private struct Leaf: Hashable {
  var value: Int
  var note: String
}

private struct Branch: Equatable, Identifiable {
  var id: Int
  var name: String
  var leaf: Leaf
  var tags: [String]
}

private struct Forest: Equatable {
  var branches: [Branch]
  var settings: Settings
}

/// Large states stay short: unchanged multi-line fields beside a change collapse to one line
/// (issue 12 §5).
final class CollapsedContextTests: XCTestCase {
  /// One account on both sides: the same object, unchanged, so it is context (another instance
  /// would print as replaced, see `ObjectIdentityDiffTests`).
  private let account = Account("ada")

  private func screen(count: Int) -> Screen {
    Screen(
      title: "Home", settings: Settings(theme: "dark", fontSize: 12), tags: ["a", "b"],
      scores: ["x": 1, "y": 2], flags: [1, 2, 3],
      status: .loaded(items: [1, 2, 3], note: "fresh"), account: account, count: count)
  }

  func testUnchangedMultiLineFieldsCollapseBesideAChange() {
    assertDiff(
      screen(count: 1), screen(count: 2),
      """
        Screen(
          title: "Home",
          settings: Settings(…),
          tags: […],
          scores: […],
          flags: Set([…]),
          status: Status.loaded(…),
          account: Account#1(…),
      −   count: 1
      +   count: 2
        )
      """
    )
  }

  func testChangedFieldOpensWhileItsUnchangedNeighboursCollapse() {
    var changed = screen(count: 1)
    changed.settings.fontSize = 14
    assertDiff(
      screen(count: 1), changed,
      """
        Screen(
          title: "Home",
          settings: Settings(
            theme: "dark",
      −     fontSize: 12
      +     fontSize: 14
          ),
          tags: […],
          scores: […],
          flags: Set([…]),
          status: Status.loaded(…),
          account: Account#1(…),
          count: 1
        )
      """
    )
  }

  func testUnchangedElementBesideAChangeStaysOpenWithItsFieldsCollapsed() {
    let first = Branch(id: 1, name: "one", leaf: Leaf(value: 1, note: "n"), tags: ["t"])
    let second = Branch(id: 2, name: "two", leaf: Leaf(value: 2, note: "n"), tags: ["t"])
    var changed = second
    changed.leaf.value = 20
    assertDiff(
      Forest(branches: [first, second], settings: Settings(theme: "dark", fontSize: 12)),
      Forest(branches: [first, changed], settings: Settings(theme: "dark", fontSize: 12)),
      """
        Forest(
          branches: [
            Branch(
              id: 1,
              name: "one",
              leaf: Leaf(…),
              tags: […]
            ),
            Branch(
              id: 2,
              name: "two",
              leaf: Leaf(
      −         value: 2,
      +         value: 20,
                note: "n"
              ),
              tags: […]
            ),
          ],
          settings: Settings(…)
        )
      """
    )
  }

  func testSetsDiffLikeArrays() {
    assertDiff(
      Set(1...10), Set([1, 2, 3, 4, 5, 60, 7, 8, 9, 10]),
      """
        Set([
          … (5 unchanged)
      −   6,
          … (4 unchanged)
      +   60,
        ])
      """
    )
  }

  func testSetOfStructsShowsOnlyTheChangedElementInFull() {
    let leaves = Set((1...8).map { Leaf(value: $0, note: "n") })
    var changed = leaves
    changed.remove(Leaf(value: 4, note: "n"))
    changed.insert(Leaf(value: 4, note: "N"))
    assertDiff(
      leaves, changed,
      """
        Set([
          … (3 unchanged)
          Leaf(
            value: 4,
      −     note: "n"
      +     note: "N"
          ),
          … (4 unchanged)
        ])
      """
    )
  }

  func testTenThousandElementStateWithOneLeafChangedStaysShort() {
    let branches = (0..<10_000).map {
      Branch(id: $0, name: "#\($0)", leaf: Leaf(value: $0, note: "n"), tags: ["a", "b"])
    }
    var changed = branches
    changed[5_000].leaf.note = "changed"
    let text = diff(
      Forest(branches: branches, settings: Settings(theme: "dark", fontSize: 12)),
      Forest(branches: changed, settings: Settings(theme: "dark", fontSize: 12)))
    XCTAssertEqual(
      text,
      """
        Forest(
          branches: [
            … (5000 unchanged)
            Branch(
              id: 5000,
              name: "#5000",
              leaf: Leaf(
                value: 5000,
      −         note: "n"
      +         note: "changed"
              ),
              tags: […]
            ),
            … (4999 unchanged)
          ],
          settings: Settings(…)
        )
      """
    )
    XCTAssertLessThan(text?.split(separator: "\n").count ?? .max, 30)
  }

  func testUnchangedOneLineFieldsStayAsContext() {
    assertDiff(
      Leaf(value: 1, note: "same"), Leaf(value: 2, note: "same"),
      """
        Leaf(
      −   value: 1,
      +   value: 2,
          note: "same"
        )
      """
    )
  }
}
