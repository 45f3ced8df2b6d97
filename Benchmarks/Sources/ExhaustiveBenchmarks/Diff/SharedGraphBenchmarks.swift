/// A binary tree of class nodes whose two children are the same object at every level:
/// `depth` distinct objects but 2^depth - 1 paths, so a differ that reprints shared objects
/// does exponential work (issue 12 §2).
final class SharedTreeNode {
  var value: Int
  var left: SharedTreeNode?
  var right: SharedTreeNode?

  init(_ value: Int, child: SharedTreeNode? = nil) {
    self.value = value
    self.left = child
    self.right = child
  }

  static func tree(depth: Int, leaf: Int) -> SharedTreeNode {
    var node = SharedTreeNode(leaf)
    for level in 1..<depth { node = SharedTreeNode(level, child: node) }
    return node
  }
}

extension DiffBenchmarks {
  /// Dump and diff (one changed leaf) of the depth-18 shared tree, ours against custom-dump.
  func sharedGraph(_ table: inout Table, fast: RunPlan, slow: RunPlan) {
    let depth = 18
    let tree = SharedTreeNode.tree(depth: depth, leaf: 0)
    let changed = SharedTreeNode.tree(depth: depth, leaf: 1)

    progress("dump, depth-18 shared tree")
    let oursDump = cell(ours) { _ in
      try measure(fast, setup: { tree }, run: { OurDiff.dump($0) }) { _, output in
        let lines = output.split(separator: "\n").count
        try check(lines < 10 * depth, "the dump has \(lines) lines")
      }
    }
    let peerDump = cell { () -> Measurement in
      try measure(slow, setup: { tree }, run: { PeerDiff.dump($0) }) { _, output in
        try check(output.contains("value: 0"), "the dump does not reach the leaf")
      }
    }
    table.add(
      "dump, depth-18 shared tree", ours: oursDump, peer: peerDump, target: .speedup(10))

    progress("diff, depth-18 shared tree, one changed leaf")
    let oursDiff = cell(ours) { _ in
      try measure(fast, setup: { (tree, changed) }, run: { OurDiff.diff($0.0, $0.1) }) {
        _, output in
        let lines = output?.split(separator: "\n").count ?? 0
        try check(lines > 0 && lines < 10 * depth, "the diff has \(lines) lines")
      }
    }
    let peerDiff = cell { () -> Measurement in
      try measure(slow, setup: { (tree, changed) }, run: { PeerDiff.diff($0.0, $0.1) }) {
        _, output in
        try check(output != nil, "no difference found")
      }
    }
    table.add(
      "diff, depth-18 shared tree, one changed leaf", ours: oursDiff, peer: peerDiff,
      target: .speedup(10))
  }
}
