import StructuralDiff
import XCTest

/// A key-value list whose order matters, shown through a `.dictionary` mirror.
private struct Playlist: CustomReflectable {
  var entries: [(String, Int)]
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: entries, displayStyle: .dictionary)
  }
}

/// Ordered key-value mirrors keep their order in dumps and diffs (issue 12 §4).
final class OrderedEntriesTests: XCTestCase {
  func testKeyValuePairsDumpInTheirOrder() {
    assertDump(
      ["b": 2, "a": 1] as KeyValuePairs,
      """
      [
        "b": 2,
        "a": 1,
      ]
      """
    )
  }

  func testSwappingKeyValuePairsIsADifference() {
    assertDiff(
      ["a": 1, "b": 2] as KeyValuePairs,
      ["b": 2, "a": 1] as KeyValuePairs,
      """
        [
      −   "a": 1,
          "b": 2,
      +   "a": 1,
        ]
      """
    )
  }

  func testCustomDictionaryMirrorKeepsItsOrder() {
    assertDiff(
      Playlist(entries: [("intro", 1), ("outro", 2), ("encore", 3)]),
      Playlist(entries: [("intro", 1), ("encore", 3), ("outro", 2)]),
      """
        [
          "intro": 1,
      −   "outro": 2,
          "encore": 3,
      +   "outro": 2,
        ]
      """
    )
  }

  func testDictionariesStillSortByKey() {
    assertDump(
      ["b": 2, "a": 1],
      """
      [
        "a": 1,
        "b": 2,
      ]
      """
    )
  }
}
