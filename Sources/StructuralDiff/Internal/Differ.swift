/// Walks two dump trees together and writes their structural diff in one streaming pass over
/// an explicit stack (no recursion, so nesting depth never threatens the call stack).
struct Differ {
  private enum Marker {
    case first
    case second
    case both
  }

  private enum Step {
    case line(Marker, level: Int, String)
    /// Prints a whole subtree, as removed (`.first`), inserted (`.second`) or context (`.both`,
    /// where collections collapse to `… (N unchanged)`).
    case render(Marker, node: Int, level: Int, suffix: String)
    case diff(first: Int, second: Int, level: Int, suffixFirst: String, suffixSecond: String)
  }

  static let explanation =
    "// Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state."

  private let first: [Node]
  private let second: [Node]
  private let format: DiffFormat
  private let firstPrefix: String
  private let secondPrefix: String
  private let bothPrefix: String
  /// Nodes of `first` on the path to a difference that only `==` sees.
  private let forced: Set<Int>
  /// The deepest such node: it gets the explanation line.
  private let culprit: Int?
  private var writer = LineWriter()
  private var stack: [Step] = []

  private init(first: Tree, second: Tree, format: DiffFormat, forcedPath: [Int]) {
    self.first = first.nodes
    self.second = second.nodes
    self.format = format
    self.firstPrefix = format.first + " "
    self.secondPrefix = format.second + " "
    self.bothPrefix = format.both + " "
    self.forced = Set(forcedPath)
    self.culprit = forcedPath.last
  }

  /// The diff text, or `nil` when both trees print the same and no path is forced.
  static func diff(
    _ first: Tree, _ second: Tree, format: DiffFormat, forcedPath: [Int] = []
  ) -> String {
    var differ = Differ(first: first, second: second, format: format, forcedPath: forcedPath)
    differ.stack.append(.diff(first: 0, second: 0, level: 0, suffixFirst: "", suffixSecond: ""))
    differ.run()
    return differ.writer.output
  }

  private mutating func run() {
    while let step = stack.popLast() {
      switch step {
      case .line(let marker, let level, let text):
        writer.write(prefix(marker), level: level, text)
      case .render(let marker, let node, let level, let suffix):
        render(marker, node, level: level, suffix: suffix)
      case .diff(let first, let second, let level, let suffixFirst, let suffixSecond):
        diff(first, second, level: level, suffixFirst: suffixFirst, suffixSecond: suffixSecond)
      }
    }
  }

  private func prefix(_ marker: Marker) -> String {
    switch marker {
    case .first: firstPrefix
    case .second: secondPrefix
    case .both: bothPrefix
    }
  }

  private func isUnchanged(_ a: Int, _ b: Int) -> Bool {
    first[a].hash == second[b].hash && first[a].label == second[b].label && !forced.contains(a)
  }

  // MARK: - Diffing a pair

  private mutating func diff(
    _ a: Int, _ b: Int, level: Int, suffixFirst: String, suffixSecond: String
  ) {
    if isUnchanged(a, b) {
      return render(.both, b, level: level, suffix: suffixSecond)
    }
    let nodeA = first[a]
    let nodeB = second[b]
    if a == culprit {
      writer.write(bothPrefix, level: level, Differ.explanation)
      return render(.both, b, level: level, suffix: suffixSecond)
    }
    let label = nodeB.label.map { $0 + ": " } ?? ""
    if nodeA.kind == .multilineString, nodeB.kind == .multilineString, nodeA.label == nodeB.label {
      return diffLines(nodeA, nodeB, label: label, level: level, suffix: suffixSecond)
    }
    guard isComparableComposite(nodeA, nodeB) else {
      // Different shapes: different types or cases, leaves, one-line renderings.
      render(.first, a, level: level, suffix: suffixFirst)
      render(.second, b, level: level, suffix: suffixSecond)
      return
    }
    writer.write(bothPrefix, level: level, label + nodeB.text)
    var steps: [Step] = []
    if nodeA.kind == .fields, fieldsLineUp(nodeA, nodeB) {
      let last = nodeA.childCount - 1
      for offset in 0..<nodeA.childCount {
        let suffix = offset == last ? "" : ","
        steps.append(
          .diff(
            first: nodeA.childStart + offset, second: nodeB.childStart + offset,
            level: level + 1, suffixFirst: suffix, suffixSecond: suffix))
      }
    } else {
      alignChildren(nodeA, nodeB, level: level + 1, into: &steps)
    }
    steps.append(.line(.both, level: level, nodeB.close + suffixSecond))
    stack.append(contentsOf: steps.reversed())
  }

  private func isComparableComposite(_ a: Node, _ b: Node) -> Bool {
    a.isComposite && a.kind == b.kind && a.inline == nil && b.inline == nil && a.text == b.text
      && a.close == b.close && a.label == b.label && a.childCount > 0 && b.childCount > 0
  }

  private func fieldsLineUp(_ a: Node, _ b: Node) -> Bool {
    guard a.childCount == b.childCount else { return false }
    for offset in 0..<a.childCount
    where first[a.childStart + offset].label != second[b.childStart + offset].label {
      return false
    }
    return true
  }

  /// Aligns a collection's elements (or mismatched fields by label), then pairs removals and
  /// insertions that face each other, and collapses long unchanged runs.
  private func alignChildren(_ a: Node, _ b: Node, level: Int, into steps: inout [Step]) {
    let keyed = a.kind == .fields
    func key(_ node: Node) -> Int { keyed ? hashLeaf(.leaf, node.label ?? "") : node.key }
    let suffix = ","
    let alignment = align(
      first[a.children].map(key), second[b.children].map(key))

    var unchangedRun: [(Int, Int)] = []
    var removed: [Int] = []
    var inserted: [Int] = []

    func flushUnchanged() {
      if unchangedRun.count > 2 {
        steps.append(.line(.both, level: level, "… (\(unchangedRun.count) unchanged)"))
      } else {
        for (_, elementB) in unchangedRun {
          steps.append(.render(.both, node: elementB, level: level, suffix: suffix))
        }
      }
      unchangedRun.removeAll(keepingCapacity: true)
    }
    func flushFacing() {
      var pendingRemoved: [Int] = []
      var pendingInserted: [Int] = []
      func flushPending() {
        for element in pendingRemoved {
          steps.append(.render(.first, node: element, level: level, suffix: suffix))
        }
        for element in pendingInserted {
          steps.append(.render(.second, node: element, level: level, suffix: suffix))
        }
        pendingRemoved.removeAll()
        pendingInserted.removeAll()
      }
      let pairs = min(removed.count, inserted.count)
      for offset in 0..<pairs {
        let elementA = removed[offset]
        let elementB = inserted[offset]
        if isSimilar(elementA, elementB) {
          flushPending()
          steps.append(
            .diff(
              first: elementA, second: elementB, level: level, suffixFirst: suffix,
              suffixSecond: suffix))
        } else {
          pendingRemoved.append(elementA)
          pendingInserted.append(elementB)
        }
      }
      pendingRemoved.append(contentsOf: removed[pairs...])
      pendingInserted.append(contentsOf: inserted[pairs...])
      flushPending()
      removed.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }

    for step in alignment {
      switch step {
      case .match(let offsetA, let offsetB):
        let elementA = a.childStart + offsetA
        let elementB = b.childStart + offsetB
        flushFacing()
        if isUnchanged(elementA, elementB) {
          unchangedRun.append((elementA, elementB))
        } else {
          flushUnchanged()
          steps.append(
            .diff(
              first: elementA, second: elementB, level: level, suffixFirst: suffix,
              suffixSecond: suffix))
        }
      case .delete(let offset):
        flushUnchanged()
        removed.append(a.childStart + offset)
      case .insert(let offset):
        flushUnchanged()
        inserted.append(b.childStart + offset)
      }
    }
    flushFacing()
    flushUnchanged()
  }

  /// Whether a removed and an inserted element facing each other read better as one changed
  /// element (field by field) than as a whole removal and insertion.
  private func isSimilar(_ a: Int, _ b: Int) -> Bool {
    let nodeA = first[a]
    let nodeB = second[b]
    if nodeA.kind == .multilineString, nodeB.kind == .multilineString { return true }
    guard isComparableComposite(nodeA, nodeB) else { return false }
    guard nodeA.kind == .fields, nodeA.childCount > 1, fieldsLineUp(nodeA, nodeB) else {
      return true
    }
    for offset in 0..<nodeA.childCount
    where isUnchanged(nodeA.childStart + offset, nodeB.childStart + offset) {
      return true
    }
    return false
  }

  /// A multi-line string changed: its lines are aligned and diffed one by one.
  private mutating func diffLines(
    _ a: Node, _ b: Node, label: String, level: Int, suffix: String
  ) {
    let linesA = a.text.split(separator: "\n", omittingEmptySubsequences: false)
    let linesB = b.text.split(separator: "\n", omittingEmptySubsequences: false)
    writer.write(bothPrefix, level: level, label + "\"\"\"")
    let alignment = align(linesA.map { $0.hashValue }, linesB.map { $0.hashValue })
    for step in alignment {
      switch step {
      case .match(_, let offset):
        writer.write(bothPrefix, level: level + 1, String(linesB[offset]))
      case .delete(let offset):
        writer.write(firstPrefix, level: level + 1, String(linesA[offset]))
      case .insert(let offset):
        writer.write(secondPrefix, level: level + 1, String(linesB[offset]))
      }
    }
    writer.write(bothPrefix, level: level + 1, "\"\"\"" + suffix)
  }

  // MARK: - Rendering a subtree

  private mutating func render(_ marker: Marker, _ index: Int, level: Int, suffix: String) {
    let nodes = marker == .first ? first : second
    let node = nodes[index]
    let prefix = prefix(marker)
    let label = node.label.map { $0 + ": " } ?? ""
    if marker != .both || !node.isComposite || node.inline != nil || node.childCount == 0 {
      Renderer.render(
        Tree(nodes: nodes, maxDepth: 0), root: index, level: level, suffix: suffix,
        prefix: prefix, to: &writer)
      return
    }
    if node.kind != .fields, node.childCount > 2 {
      writer.write(prefix, level: level, label + node.text)
      writer.write(prefix, level: level + 1, "… (\(node.childCount) unchanged)")
      writer.write(prefix, level: level, node.close + suffix)
      return
    }
    // Context: composites stay open so nested collections can collapse.
    writer.write(prefix, level: level, label + node.text)
    var steps: [Step] = []
    let last = node.childStart + node.childCount - 1
    for child in node.children {
      let childSuffix = node.kind == .fields && child == last ? "" : ","
      steps.append(.render(.both, node: child, level: level + 1, suffix: childSuffix))
    }
    steps.append(.line(.both, level: level, node.close + suffix))
    stack.append(contentsOf: steps.reversed())
  }
}
