/// How much a value's custom mirrors may add to one dump.
///
/// A type's own stored values are finite and already in memory, but a custom mirror
/// (`CustomReflectable`, `CustomDumpReflectable`) computes its children when asked: it can
/// return a collection of a billion children (`stride(from: 0, to: Int.max, by: 1)`), or a
/// child whose mirror returns a fresh child, forever. Children that custom mirrors produce are
/// counted, with their depth (indentation grows the output with depth); past the budget a
/// composite shows the children that fit and then ``marker`` as its last child, and deeper
/// custom mirrors show only the marker.
struct CustomMirrorBudget {
  /// The line that stands for the children left out.
  static let marker = "… (truncated: custom mirror too large)"

  /// At most this many children from custom mirrors, so a huge collection stops early (a
  /// real collection, whose elements are in memory, is never cut).
  static let maxChildren = 100_000
  /// At most this much of the children's summed depth (about half the dump's indentation), so
  /// an endless chain of children stops after about 3,500 levels (two children a level) and
  /// 25 MB of output; a value nested deeper than that through custom mirrors is cut too.
  static let maxDepthSum = 12_000_000

  /// What is left.
  private(set) var children: Int
  private(set) var depthSum: Int

  init(children: Int = maxChildren, depthSum: Int = maxDepthSum) {
    self.children = children
    self.depthSum = depthSum
  }

  /// How many children at `depth` still fit.
  func allowance(depth: Int) -> Int {
    max(0, min(children, depthSum / max(1, depth)))
  }

  /// Counts `count` children at `depth`.
  mutating func spend(_ count: Int, depth: Int) {
    children -= count
    depthSum -= count * max(1, depth)
  }
}

/// The child that stands for the children a custom mirror was not allowed to add.
struct TruncationMarker: CustomDumpStringConvertible {
  var customDumpDescription: String { CustomMirrorBudget.marker }
}
