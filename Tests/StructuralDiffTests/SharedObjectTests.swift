import StructuralDiff
import XCTest

private final class Leaf {
  var value: Int
  init(_ value: Int) { self.value = value }
}

private final class Branch {
  var value: Int
  var left: Branch?
  var right: Branch?
  init(_ value: Int, left: Branch? = nil, right: Branch? = nil) {
    self.value = value
    self.left = left
    self.right = right
  }

  /// A binary tree whose two children are the same object at every level: `depth` distinct
  /// objects, 2^depth - 1 paths.
  static func shared(depth: Int, leaf: Int = 0) -> Branch {
    var node = Branch(leaf)
    for level in 1..<depth {
      node = Branch(level, left: node, right: node)
    }
    return node
  }
}

/// A random graph of `Branch`es (sharing, and cycles when `cycles`), and a second graph of the
/// same shape built from new instances.
private func randomGraphs(
  count: Int, cycles: Bool, using generator: inout SeededGenerator
) -> (nodes: [Branch], copy: [Branch]) {
  let nodes = (0..<count).map { Branch($0) }
  let copy = (0..<count).map { Branch($0) }
  for index in 0..<count {
    // Children point forward (a DAG), or anywhere when cycles are allowed.
    let range = cycles ? 0..<count : (index + 1)..<(count + 1)
    for side in 0..<2 {
      let target = range.isEmpty ? count : Int.random(in: range, using: &generator)
      let child = target < count && Bool.random(using: &generator) ? target : nil
      if side == 0 {
        nodes[index].left = child.map { nodes[$0] }
        copy[index].left = child.map { copy[$0] }
      } else {
        nodes[index].right = child.map { nodes[$0] }
        copy[index].right = child.map { copy[$0] }
      }
    }
  }
  return (nodes, copy)
}

private struct Pair {
  var first: Leaf
  var second: Leaf
}

private struct Holder {
  var name: String
  var leaf: Leaf
}

private struct Board {
  var title: String
  var first: Leaf
  var second: Leaf
}

private struct Screen {
  var banner: Leaf?
  var session: Leaf
}

/// Objects met more than once print in full at their first occurrence and as a back-reference
/// (`Type#N(↩︎)`) at every later one, so dumps and diffs stay linear in distinct objects.
final class SharedObjectTests: XCTestCase {
  func testSharedChildPrintsOnceThenAsBackReference() {
    let child = Branch(2)
    assertDump(
      Branch(1, left: child, right: child),
      """
      Branch#1(
        value: 1,
        left: Branch#2(
          value: 2,
          left: nil,
          right: nil
        ),
        right: Branch#2(↩︎)
      )
      """
    )
  }

  func testDiamond() {
    let bottom = Branch(4)
    let top = Branch(1, left: Branch(2, right: bottom), right: Branch(3, left: bottom))
    assertDump(
      top,
      """
      Branch#1(
        value: 1,
        left: Branch#2(
          value: 2,
          left: nil,
          right: Branch#3(
            value: 4,
            left: nil,
            right: nil
          )
        ),
        right: Branch#4(
          value: 3,
          left: Branch#3(↩︎),
          right: nil
        )
      )
      """
    )
  }

  func testSharedObjectAcrossArrayElements() {
    let leaf = Leaf(7)
    assertDump(
      [Holder(name: "a", leaf: leaf), Holder(name: "b", leaf: leaf)],
      """
      [
        Holder(
          name: "a",
          leaf: Leaf#1(
            value: 7
          )
        ),
        Holder(
          name: "b",
          leaf: Leaf#1(↩︎)
        ),
      ]
      """
    )
  }

  func testCycleAndSharing() {
    let first = Branch(1)
    let second = Branch(2, left: first)
    first.left = second
    defer { first.left = nil }
    assertDump(
      [first, second, first],
      """
      [
        Branch#1(
          value: 1,
          left: Branch#2(
            value: 2,
            left: Branch#1(↩︎),
            right: nil
          ),
          right: nil
        ),
        Branch#2(↩︎),
        Branch#1(↩︎),
      ]
      """
    )
  }

  func testDeepSharedTreeDumpsOneSubtreePerObject() {
    assertDump(
      Branch.shared(depth: 3),
      """
      Branch#1(
        value: 2,
        left: Branch#2(
          value: 1,
          left: Branch#3(
            value: 0,
            left: nil,
            right: nil
          ),
          right: Branch#3(↩︎)
        ),
        right: Branch#2(↩︎)
      )
      """
    )
    // 2^18 - 1 paths: before sharing was detected this printed 2,097,149 lines. Each of the 17
    // inner objects prints 4 lines of its own (header, `value`, `right` and `)`), the leaf 5.
    let dump = String(customDumping: Branch.shared(depth: 18))
    XCTAssertEqual(dump.split(separator: "\n").count, 17 * 4 + 5)
  }

  func testUnchangedSharedObjectIsContextWithTheSameNumberOnBothSides() {
    let session = Leaf(42)
    // Before, each side numbered its own objects: the session was `Leaf#1` on the left and
    // `Leaf#2` on the right, so it printed as removed and inserted. Numbers are given as the
    // sides are built (the first side's part before the second's), so `#2` may print first.
    assertDiff(
      Screen(banner: nil, session: session),
      Screen(banner: Leaf(1), session: session),
      """
        Screen(
      −   banner: nil,
      +   banner: Leaf#2(
      +     value: 1
      +   ),
          session: Leaf#1(…)
        )
      """
    )
  }

  func testUnchangedSharedObjectBesideAChangeIsContext() {
    let leaf = Leaf(1)
    assertDiff(
      Board(title: "a", first: leaf, second: leaf),
      Board(title: "b", first: leaf, second: leaf),
      """
        Board(
      −   title: "a",
      +   title: "b",
          first: Leaf#1(…),
          second: Leaf#1(↩︎)
        )
      """
    )
  }

  func testChangedSharedObjectShowsItsChangeOnce() {
    let before = Leaf(1)
    let after = Leaf(2)
    assertDiff(
      Pair(first: before, second: before),
      Pair(first: after, second: after),
      """
        Pair(
          first: Leaf#1(
      −     value: 1
      +     value: 2
          ),
          second: Leaf#1(↩︎)
        )
      """
    )
  }

  func testSharingThatDiffersBetweenSidesShowsBackReferenceAgainstFullPrint() {
    let shared = Leaf(1)
    assertDiff(
      Pair(first: shared, second: shared),
      Pair(first: Leaf(1), second: Leaf(1)),
      """
        Pair(
          first: Leaf#1(…),
      −   second: Leaf#1(↩︎)
      +   second: Leaf#2(
      +     value: 1
      +   )
        )
      """
    )
    assertDiff(
      Pair(first: Leaf(1), second: Leaf(1)),
      Pair(first: shared, second: shared),
      """
        Pair(
          first: Leaf#1(…),
      −   second: Leaf#2(
      −     value: 1
      −   )
      +   second: Leaf#1(↩︎)
        )
      """
    )
  }

  func testMovedInstancesKeepTheirNumbers() {
    let first = Leaf(1)
    let second = Leaf(2)
    assertDiff(
      [first, second],
      [second, first],
      """
        [
      −   Leaf#1(
      −     value: 1
      −   ),
          Leaf#2(
            value: 2
          ),
      +   Leaf#1(
      +     value: 1
      +   ),
        ]
      """
    )
  }

  func testInsertedObjectDoesNotTakeTheNumberOfAKeptOne() {
    let first = Leaf(1)
    let second = Leaf(2)
    // Before, the inserted leaf was `Leaf#1` on the right, so the kept ones moved to `#2` and
    // `#3` and printed as removed and inserted.
    assertDiff(
      [first, second],
      [Leaf(9), first, second],
      """
        [
      +   Leaf#3(
      +     value: 9
      +   ),
          Leaf#1(
            value: 1
          ),
          Leaf#2(
            value: 2
          ),
        ]
      """
    )
  }

  func testRandomGraphsPrintEachObjectOnceAndDiffOnlyWhatChanged() {
    var generator = SeededGenerator(seed: 12)
    for round in 0..<60 {
      let (nodes, copy) = randomGraphs(
        count: 24, cycles: round.isMultiple(of: 2), using: &generator)
      defer {
        // Break cycles so the graphs are freed.
        for node in nodes + copy { (node.left, node.right) = (nil, nil) }
      }
      let dump = String(customDumping: nodes[0])
      let headers = dump.split(separator: "\n").filter {
        $0.contains("Branch#") && !$0.contains("(↩︎)")
      }
      var reachable: Set<ObjectIdentifier> = []
      var pending = [nodes[0]]
      while let node = pending.popLast() {
        guard reachable.insert(ObjectIdentifier(node)).inserted else { continue }
        pending += [node.left, node.right].compactMap { $0 }
      }
      XCTAssertEqual(headers.count, reachable.count, "round \(round)")
      XCTAssertNil(diff(nodes[0], nodes[0]), "round \(round)")
      XCTAssertNil(diff(nodes[0], copy[0]), "round \(round)")

      // One reachable object's value changes: one −/+ pair, wherever the object is shared.
      let candidates = copy.filter { reachable.contains(ObjectIdentifier(nodes[$0.value])) }
      let changed = candidates[Int.random(in: 0..<candidates.count, using: &generator)]
      changed.value += 100
      let lines = diff(nodes[0], copy[0])?.split(separator: "\n") ?? []
      XCTAssertEqual(
        lines.filter { $0.hasPrefix("\u{2212}") }.map { $0.drop { $0 != "v" } },
        ["value: \(changed.value - 100),"], "round \(round)")
      XCTAssertEqual(
        lines.filter { $0.hasPrefix("+") }.map { $0.drop { $0 != "v" } },
        ["value: \(changed.value),"], "round \(round)")
    }
  }

  func testDeepSharedTreeDiffShowsTheChangedLeafOnce() {
    let change = diff(Branch.shared(depth: 18, leaf: 0), Branch.shared(depth: 18, leaf: 1))
    let lines = change?.split(separator: "\n") ?? []
    // Each inner level: its header, `value`, the left child, `right` as a back-reference and
    // `)`; the changed leaf's value as a `−`/`+` pair.
    XCTAssertEqual(lines.count, 17 * 4 + 6)
    XCTAssertEqual(lines.filter { $0.hasPrefix("\u{2212}") || $0.hasPrefix("+") }.count, 2)
  }
}
