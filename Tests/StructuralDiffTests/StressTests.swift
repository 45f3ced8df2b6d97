import Foundation
import StructuralDiff
import XCTest

/// Not `Equatable` on purpose: a synthesized `==` recurses once per level, and at depth
/// 10,000 that alone would overflow a 512 KB stack, whatever the differ does.
private indirect enum Chain: Sendable {
  case end(Int)
  case link(Chain)

  static func depth(_ depth: Int, end: Int) -> Chain {
    var chain = Chain.end(end)
    for _ in 0..<depth { chain = .link(chain) }
    return chain
  }
}

/// `Equatable`: its synthesized `==` recurses once per link (issue 16, item 3). Named as long
/// as `Chain`, so the same number of links fits on the innermost line.
private indirect enum Links: Equatable, Sendable {
  case end(Int)
  case link(Links)

  static func depth(_ depth: Int, end: Int) -> Links {
    var chain = Links.end(end)
    for _ in 0..<depth { chain = .link(chain) }
    return chain
  }
}

private struct Level: Sendable {
  var children: [Level]
}

private struct Row: Equatable {
  var id: UUID
  var name: String
  var count: Int
  var flag: Bool
}

private final class TreeNode {
  var name: String
  weak var parent: TreeNode?
  var children: [TreeNode] = []
  init(_ name: String) { self.name = name }
}

/// Holds results across the thread boundary; written by one thread, read after it signals.
private final class Results: @unchecked Sendable {
  var dump = ""
  var diff: String?
  var nested = ""
}

final class StressTests: XCTestCase {
  /// Swift Testing runs tests on threads with 512 KB stacks; the dump and the diff walk with
  /// explicit stacks, so depth costs heap only.
  func testDepth10000OnA512KBStack() {
    let first = Chain.depth(10_000, end: 1)
    let second = Chain.depth(10_000, end: 2)
    var level = Level(children: [])
    // Each level nests twice (struct, array): 2,500 levels are 5,000 deep, and the dump
    // already holds 50 MB of indentation.
    for _ in 0..<2_500 { level = Level(children: [level]) }
    let results = Results()
    let finished = DispatchSemaphore(value: 0)
    // The values stay alive (and are freed) on this thread: freeing a 10,000-deep value
    // recurses in the runtime, which is not the differ's business.
    let thread = Thread { [first, second, level] in
      results.dump = String(customDumping: first)
      results.diff = diff(first, second)
      results.nested = String(customDumping: level)
      finished.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    finished.wait()
    // The innermost ten links and the end fit in one 80-column line; the 9,990 links above
    // each open and close a line. The expected texts are built here and compared whole
    // (booleans, not XCTAssertEqual: a message holding 200 MB helps nobody).
    XCTAssert(results.dump == chainText(markers: nil))
    XCTAssert(results.diff == chainText(markers: ("\u{2212} ", "+ ", "  ")))
    XCTAssert(results.nested == levelText(depth: 2_500))
  }

  /// `diff` asked `==` first, on the caller's stack: 4,000 `Equatable` links overflowed a
  /// 512 KB thread in debug builds.
  func testEquatableDepth10000OnA512KBStack() {
    let first = Links.depth(10_000, end: 1)
    let second = Links.depth(10_000, end: 2)
    let same = Links.depth(10_000, end: 1)
    let results = Results()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread { [first, second, same] in
      results.diff = diff(first, second)
      results.dump = diff(first, same) ?? "no difference"
      finished.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    finished.wait()
    XCTAssert(results.diff == chainText(markers: ("\u{2212} ", "+ ", "  "), name: "Links"))
    XCTAssertEqual(results.dump, "no difference")
  }

  private func chainText(markers: (String, String, String)?, name: String = "Chain") -> String {
    let spaces = String(repeating: " ", count: 20_000)
    var text = ""
    func line(_ marker: String, _ level: Int, _ content: String) {
      if !text.isEmpty { text += "\n" }
      text += marker
      text += spaces.prefix(2 * level)
      text += content
    }
    let both = markers?.2 ?? ""
    // Only the outermost link names its type: each payload's type is implied by its case.
    line(both, 0, "\(name).link(")
    for level in 1..<9_990 { line(both, level, ".link(") }
    let links = String(repeating: ".link(", count: 10)
    let closes = String(repeating: ")", count: 10)
    if let markers {
      line(markers.0, 9_990, links + ".end(1)" + closes)
      line(markers.1, 9_990, links + ".end(2)" + closes)
    } else {
      line("", 9_990, links + ".end(1)" + closes)
    }
    for level in (0..<9_990).reversed() { line(both, level, ")") }
    return text
  }

  private func levelText(depth: Int) -> String {
    let spaces = String(repeating: " ", count: 4 * depth + 2)
    var text = ""
    func line(_ level: Int, _ content: String) {
      if !text.isEmpty { text += "\n" }
      text += spaces.prefix(2 * level)
      text += content
    }
    for level in 0..<depth {
      line(2 * level, "Level(")
      line(2 * level + 1, "children: [")
    }
    line(2 * depth, "Level(")
    line(2 * depth + 1, "children: []")
    line(2 * depth, "),")
    for level in (0..<depth).reversed() {
      line(2 * level + 1, "]")
      line(2 * level, level == 0 ? ")" : "),")
    }
    return text
  }

  func testHugeCollection() {
    func rows() -> [Row] {
      (0..<100_000).map { Row(id: UUID($0), name: "row \($0)", count: $0, flag: $0 % 2 == 0) }
    }
    let first = rows()
    var second = rows()
    second[54_321].name = "changed"
    assertDiff(
      first, second,
      """
        [
          … (54321 unchanged)
          Row(
            id: 00000000-0000-0000-0000-00000000D431,
      −     name: "row 54321",
      +     name: "changed",
            count: 54321,
            flag: false
          ),
          … (45678 unchanged)
        ]
      """
    )
    let dump = String(customDumping: first)
    XCTAssertEqual(dump.split(separator: "\n").count, 100_000 * 6 + 2)
    XCTAssert(
      dump.hasSuffix(
        """
          Row(
            id: 00000000-0000-0000-0000-00000001869F,
            name: "row 99999",
            count: 99999,
            flag: false
          ),
        ]
        """))
  }

  func testEveryElementChangedAndReversed() {
    let rows = (0..<2_000).map { Row(id: UUID($0), name: "\($0)", count: $0, flag: true) }
    let flipped = rows.map { Row(id: $0.id, name: $0.name, count: $0.count, flag: false) }
    let everyChange = diff(rows, flipped) ?? ""
    XCTAssertEqual(everyChange.components(separatedBy: "\u{2212}     flag: true").count - 1, 2_000)
    XCTAssertEqual(everyChange.components(separatedBy: "+     flag: false").count - 1, 2_000)

    let reversed = diff(rows, Array(rows.reversed())) ?? ""
    // One element stays put; the others move, as whole removals and insertions.
    XCTAssertEqual(reversed.components(separatedBy: "\u{2212}   Row(").count - 1, 1_999)
    XCTAssertEqual(reversed.components(separatedBy: "+   Row(").count - 1, 1_999)
  }

  func testCycleThroughCollectionsTerminates() {
    let root = TreeNode("root")
    let child = TreeNode("child")
    child.parent = root
    root.children = [child]
    child.children = [root]
    assertDump(
      root,
      """
      TreeNode#1(
        name: "root",
        parent: nil,
        children: [
          TreeNode#2(
            name: "child",
            parent: TreeNode#1(↩︎),
            children: [
              TreeNode#1(↩︎),
            ]
          ),
        ]
      )
      """
    )
    child.children = []
  }
}
