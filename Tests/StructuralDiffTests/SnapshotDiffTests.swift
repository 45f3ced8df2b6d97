import StructuralDiff
import XCTest

private struct Stats: Equatable {
  var count: Int
  var label: String
}

/// A shared-state box: the same instance on both sides, diffed by its snapshots.
private final class SharedBox: CustomDiffSnapshotting {
  var snapshot: Stats
  var value: Stats
  init(snapshot: Stats, value: Stats) {
    self.snapshot = snapshot
    self.value = value
  }
  var customDiffSnapshots: (before: Any, current: Any) { (snapshot, value) }
}

private struct Screen {
  var title: String
  var stats: SharedBox
  var again: SharedBox
}

/// ``CustomDiffSnapshotting``: reference types diffed by snapshots of their state (issue 12 §6).
final class SnapshotDiffTests: XCTestCase {
  private let box = SharedBox(
    snapshot: Stats(count: 0, label: "a"), value: Stats(count: 1, label: "a"))

  func testTheSameObjectDiffsItsSnapshots() {
    assertDiff(
      box, box,
      """
        Stats#1(
      −   count: 0,
      +   count: 1,
          label: "a"
        )
      """
    )
  }

  func testADumpPrintsTheCurrentSnapshot() {
    assertDump(
      Screen(title: "t", stats: box, again: box),
      """
      Screen(
        title: "t",
        stats: Stats#1(
          count: 1,
          label: "a"
        ),
        again: Stats#1(↩︎)
      )
      """
    )
  }

  func testAnObjectInsideAValueDiffsItsSnapshotOnce() {
    let screen = Screen(title: "t", stats: box, again: box)
    assertDiff(
      screen, screen,
      """
        Screen(
          title: "t",
          stats: Stats#1(
      −     count: 0,
      +     count: 1,
            label: "a"
          ),
          again: Stats#1(↩︎)
        )
      """
    )
  }

  func testUnchangedSnapshotsHaveNoDiff() {
    let settled = SharedBox(
      snapshot: Stats(count: 2, label: "b"), value: Stats(count: 2, label: "b"))
    XCTAssertNil(diff(settled, settled))
  }
}
