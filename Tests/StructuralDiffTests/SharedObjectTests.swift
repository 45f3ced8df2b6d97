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

/// A leaf diffed by its snapshots, `0` before and `1` now.
private final class SnapshotLeaf: CustomDiffSnapshotting {
  var customDiffSnapshots: (before: Any, current: Any) { (0, 1) }
}

/// A binary tree whose two children are the same object at every level, over one leaf.
private final class SharedSnapshotTree {
  let left: SharedSnapshotTree?
  let right: SharedSnapshotTree?
  let leaf: SnapshotLeaf?
  init(depth: Int, leaf: SnapshotLeaf) {
    let child = depth > 1 ? SharedSnapshotTree(depth: depth - 1, leaf: leaf) : nil
    (self.left, self.right) = (child, child)
    self.leaf = depth > 1 ? nil : leaf
  }
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

  /// A shared object replaced by another (issue 34 §3): the old one and its back-references are
  /// removed, the new one and its back-references inserted; the two are never shown as one.
  func testReplacedSharedObjectShowsTheReplacementOnce() {
    let before = Leaf(1)
    let after = Leaf(2)
    assertDiff(
      Pair(first: before, second: before),
      Pair(first: after, second: after),
      """
        Pair(
      −   first: Leaf#1(
      −     value: 1
      −   ),
      +   first: Leaf#2(
      +     value: 2
      +   ),
      −   second: Leaf#1(↩︎)
      +   second: Leaf#2(↩︎)
        )
      """
    )
  }

  func testSharingThatDiffersBetweenSidesShowsBackReferenceAgainstFullPrint() {
    // The first field holds the same instance on both sides; the second holds it again on one
    // side, another instance on the other.
    let shared = Leaf(1)
    let other = Leaf(1)
    assertDiff(
      Pair(first: shared, second: shared),
      Pair(first: shared, second: other),
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
      Pair(first: shared, second: other),
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

  func testRandomGraphsPrintEachObjectOnceAndACopyAsAnotherGraph() {
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

      // A graph of the same shape built from other instances is another graph (issue 34 §3):
      // the whole first graph removed, the whole copy inserted, each object once, and no number
      // on both sides.
      let lines = diff(nodes[0], copy[0])?.split(separator: "\n") ?? []
      XCTAssertEqual(lines.count, 2 * dump.split(separator: "\n").count, "round \(round)")
      let removed = lines.filter { $0.hasPrefix("\u{2212}") }
      let inserted = lines.filter { $0.hasPrefix("+") }
      XCTAssertEqual(removed.count + inserted.count, lines.count, "round \(round)")
      func numbers(_ lines: [Substring]) -> Set<Substring> {
        Set(
          lines.compactMap { line in
            line.firstRange(of: "Branch#").map { line[$0.upperBound...].prefix { $0.isNumber } }
          })
      }
      XCTAssertEqual(numbers(removed).count, reachable.count, "round \(round)")
      XCTAssertTrue(numbers(removed).isDisjoint(with: numbers(inserted)), "round \(round)")
    }
  }

  func testDeepSharedTreeDiffPrintsEachSideOnce() {
    let change = diff(Branch.shared(depth: 18, leaf: 0), Branch.shared(depth: 18, leaf: 1))
    let lines = change?.split(separator: "\n") ?? []
    // Two separately built trees are two graphs (issue 34 §3): each side prints each of its
    // objects once (17 inner levels of 4 lines, the leaf's 5), all removed or inserted.
    XCTAssertEqual(lines.count, 2 * (17 * 4 + 5))
    XCTAssertEqual(lines.filter { $0.hasPrefix("\u{2212}") }.count, 17 * 4 + 5)
    XCTAssertEqual(lines.filter { $0.hasPrefix("+") }.count, 17 * 4 + 5)
  }

  func testDeepSharedTreeDiffShowsTheChangedLeafOnce() {
    // The same objects on both sides, the leaf diffed by its snapshots: one `−`/`+` pair.
    let leaf = SnapshotLeaf()
    let tree = SharedSnapshotTree(depth: 18, leaf: leaf)
    let lines = diff(tree, tree)?.split(separator: "\n") ?? []
    XCTAssertEqual(lines.filter { $0.hasPrefix("\u{2212}") || $0.hasPrefix("+") }.count, 2)
  }
}
