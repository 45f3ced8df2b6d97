import ExhaustiveUnsafe

/// Walks two values' trees together and writes their structural diff in one streaming pass
/// over an explicit stack (no recursion, so nesting depth never threatens the call stack).
///
/// The trees are built lazily: a pair whose values are `==` is printed as context without
/// reflecting what a collapsed context line hides, and arrays of `Equatable` elements compare
/// their common prefix and suffix natively before any element is reflected.
struct Differ {
  enum Marker {
    case first
    case second
    case both
  }

  enum Step {
    case line(Marker, level: Int, String)
    /// Prints a whole subtree, as removed (`.first`), inserted (`.second`) or context (`.both`,
    /// where collections collapse to `… (N unchanged)`).
    case render(Marker, node: Int, level: Int, suffix: String)
    /// Diffs a pair of nodes; `unequal` when `==` already said the values differ.
    case diff(first: Int, second: Int, level: Int, suffixes: (String, String), unequal: Bool)
    /// After the children of a pair that `==` says differ (or whose customized dumps hide a
    /// difference, `hidden`): if none of them printed a difference, the output since
    /// `checkpoint` is replaced by an explanation.
    case verify(
      first: Int, second: Int, level: Int, suffix: String, checkpoint: Checkpoint, hidden: Bool)
  }

  struct Checkpoint {
    var writer: LineWriter.Checkpoint
    var changes: Int
  }

  static let explanation =
    "// Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state."

  /// The explanation above a value whose customized dump hides the part that differs.
  static func hiddenExplanation(_ typeName: String) -> String {
    "// Values differ but print the same: the dump of \(typeName) hides what changed."
  }

  let first: TreeBuilder
  let second: TreeBuilder
  let format: DiffFormat
  let firstPrefix: String
  let secondPrefix: String
  let bothPrefix: String
  /// Nodes of `first` on the path to a difference that only `==` sees.
  let forced: Set<Int>
  /// The deepest such node: it gets the explanation line.
  let culprit: Int?
  var writer = LineWriter()
  var stack: [Step] = []
  /// How many lines differ (or explain a difference).
  var changes = 0
  var changed: Bool {
    get { changes > 0 }
    set { if newValue { changes += 1 } }
  }

  init(first: TreeBuilder, second: TreeBuilder, format: DiffFormat, forcedPath: [Int]) {
    self.first = first
    self.second = second
    self.format = format
    self.firstPrefix = format.first + " "
    self.secondPrefix = format.second + " "
    self.bothPrefix = format.both + " "
    self.forced = Set(forcedPath)
    self.culprit = forcedPath.last
  }

  /// The diff of two values, or `nil` when they are `==` or print the same.
  ///
  /// Runs where the stack has room for the values' `==` (see ``LargeStack``): the walk itself
  /// never recurses, but `==` on a deep value does.
  static func diff(_ lhs: Any, _ rhs: Any, format: DiffFormat) -> String? {
    LargeStack.run { diffInline(lhs, rhs, format: format) }
  }

  static func diffInline(_ lhs: Any, _ rhs: Any, format: DiffFormat) -> String? {
    let equal = isEqual(lhs, rhs)
    if equal == true { return nil }
    let numbering = ObjectNumbering()
    var differ = Differ(
      first: TreeBuilder(root: lhs, numbering: numbering, side: 0, showsSnapshotsBefore: true),
      second: TreeBuilder(root: rhs, numbering: numbering, side: 1), format: format,
      forcedPath: [])
    differ.stack.append(
      .diff(first: 0, second: 0, level: 0, suffixes: ("", ""), unequal: equal == false))
    differ.run()
    return differ.changed ? differ.writer.output : nil
  }

  mutating func run() {
    while let step = stack.popLast() {
      switch step {
      case .line(let marker, let level, let text):
        write(marker, level: level, text)
      case .render(let marker, let node, let level, let suffix):
        render(marker, node, level: level, suffix: suffix)
      case .diff(let first, let second, let level, let suffixes, let unequal):
        diff(first, second, level: level, suffixes: suffixes, unequal: unequal)
      case .verify(let first, let second, let level, let suffix, let checkpoint, let hidden):
        guard changes == checkpoint.changes else { break }
        writer.rewind(to: checkpoint.writer)
        if hidden {
          changed = true
          write(.both, level: level, hiddenExplanation(second))
          render(.both, second, level: level, suffix: suffix, keepsOpen: true)
        } else {
          explainHiddenDifference(first, second, level: level, suffix: suffix)
        }
      }
    }
  }

  mutating func write(
    _ marker: Marker, level: Int, _ text: String, _ more: String = "", _ last: String = ""
  ) {
    let prefix: String
    switch marker {
    case .first: prefix = firstPrefix
    case .second: prefix = secondPrefix
    case .both: prefix = bothPrefix
    }
    if marker != .both { changes += 1 }
    writer.write(prefix, level: level, text, more, last)
  }

  /// Whether a pair of complete nodes prints the same and is not known to differ.
  func isUnchanged(_ a: Int, _ b: Int) -> Bool {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    guard nodeA.hash == nodeB.hash, nodeA.label == nodeB.label, !forced.contains(a) else {
      return false
    }
    if let valueA = first.value(a), let valueB = second.value(b),
      let equal = isEqual(valueA, valueB)
    {
      return equal
    }
    return !(nodeA.hidesState && hidesDifference(a, b))
  }

  // MARK: - Diffing a pair

  mutating func diff(
    _ a: Int, _ b: Int, level: Int, suffixes: (String, String), unequal: Bool
  ) {
    var unequal = unequal
    if first.nodes[a].state != .complete || second.nodes[b].state != .complete {
      guard buildPending(a, b, level: level, suffix: suffixes.1, unequal: &unequal) else {
        return
      }
    }
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    let sameLabel = nodeA.label == nodeB.label
    if nodeA.hash == nodeB.hash, sameLabel, !forced.contains(a) {
      return diffAlike(a, b, level: level, suffixes: suffixes, unequal: unequal)
    }
    if a == culprit, nodeA.oneLine != nil, first.customizedValues[a] != nil {
      // A customized one-line dump (`<redacted>`) that `==` says changed: the line is marked.
      render(.first, a, level: level, suffix: suffixes.0)
      return render(.second, b, level: level, suffix: suffixes.1)
    }
    if a == culprit {
      changed = true
      write(.both, level: level, explanation(a, b))
      return render(.both, b, level: level, suffix: suffixes.1, keepsOpen: true)
    }
    if nodeA.kind == .multilineString, nodeB.kind == .multilineString, sameLabel {
      return diffLines(nodeA, nodeB, level: level, suffix: suffixes.1)
    }
    if sameLabel, nodeA.inline != nil, nodeA.inline == nodeB.inline, nodeA.kind == nodeB.kind,
      fieldsLineUp(nodeA, nodeB), nodeA.childCount > 0
    {
      // One-line enum cases alike but for a payload's type: opened, so the payload says it.
      return diffChildren(a, b, level: level, suffix: suffixes.1)
    }
    guard isComparableComposite(nodeA, nodeB) else {
      return diffShapes(a, b, level: level, suffixes: suffixes)
    }
    diffChildren(a, b, level: level, suffix: suffixes.1)
  }

  /// Builds a pair that a lazy expansion left pending, and diffs its children right away when
  /// both are composites of the same shape (or prints it as context when `==` says it is
  /// unchanged). Returns whether the pair, now complete, is still to be diffed.
  mutating func buildPending(
    _ a: Int, _ b: Int, level: Int, suffix: String, unequal: inout Bool
  ) -> Bool {
    let sameLabel = first.nodes[a].label == second.nodes[b].label
    if !unequal, sameLabel, let valueA = first.value(a), let valueB = second.value(b),
      let equal = isEqual(valueA, valueB)
    {
      if equal {
        render(.both, b, level: level, suffix: suffix)
        return false
      }
      unequal = true
    }
    first.expand(a)
    second.expand(b)
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    if nodeA.state == .partial, nodeB.state == .partial, isComparableComposite(nodeA, nodeB) {
      // A stand-in value (``CustomDumpRepresentable``) may hide what differs.
      let hidden = !unequal && nodeA.hidesState && hidesDifference(a, b)
      if unequal || hidden {
        // The children may all print the same (a NaN inside): check once they are done.
        stack.append(
          .verify(
            first: a, second: b, level: level, suffix: suffix,
            checkpoint: Checkpoint(writer: writer.checkpoint, changes: changes), hidden: hidden))
      }
      diffChildren(a, b, level: level, suffix: suffix)
      return false
    }
    first.complete(a)
    second.complete(b)
    return true
  }

  /// A pair that prints the same: context, unless `==` or a customized dump says it differs.
  mutating func diffAlike(
    _ a: Int, _ b: Int, level: Int, suffixes: (String, String), unequal: Bool
  ) {
    if unequal { return explainHiddenDifference(a, b, level: level, suffix: suffixes.1) }
    guard first.nodes[a].hidesState, hidesDifference(a, b) else {
      return render(.both, b, level: level, suffix: suffixes.1)
    }
    guard isComparableComposite(first.nodes[a], second.nodes[b]) else {
      // A customized one-line dump (`<redacted>`) that hides a change: the line is marked.
      render(.first, a, level: level, suffix: suffixes.0)
      return render(.second, b, level: level, suffix: suffixes.1)
    }
    // The children may hide the change too (a field the custom mirror leaves out).
    stack.append(
      .verify(
        first: a, second: b, level: level, suffix: suffixes.1,
        checkpoint: Checkpoint(writer: writer.checkpoint, changes: changes), hidden: true))
    diffChildren(a, b, level: level, suffix: suffixes.1)
  }

  /// Different shapes (types, cases, leaves, one-line renderings): the first printed as
  /// removed, the second as inserted, with a hint for long strings and the types of values
  /// that print alike behind `Any`.
  mutating func diffShapes(_ a: Int, _ b: Int, level: Int, suffixes: (String, String)) {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    let sameLabel = nodeA.label == nodeB.label
    if sameLabel, let text = nodeA.oneLine, text == nodeB.oneLine,
      let typeA = nodeA.valueType, let typeB = nodeB.valueType,
      ObjectIdentifier(typeA) != ObjectIdentifier(typeB)
    {
      // Alike but for their types (behind `Any`): the types tell them apart.
      let label = nodeA.label.map { $0 + ": " } ?? ""
      write(.first, level: level, label, text + " as " + typeName(typeA), suffixes.0)
      write(.second, level: level, label, text + " as " + typeName(typeB), suffixes.1)
      return
    }
    render(.first, a, level: level, suffix: suffixes.0)
    render(.second, b, level: level, suffix: suffixes.1)
    if nodeA.isString, nodeB.isString, sameLabel,
      let hint = StringDifference.hint(nodeA.text, nodeB.text)
    {
      write(.both, level: level, hint)
    }
  }

  /// Two composites of the same shape: the header and footer are shared, children diffed.
  mutating func diffChildren(_ a: Int, _ b: Int, level: Int, suffix: String) {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    write(.both, level: level, nodeB.label.map { $0 + ": " } ?? "", nodeB.text)
    var steps: [Step] = []
    if nodeA.kind == .fields, fieldsLineUp(nodeA, nodeB) {
      let last = nodeA.childCount - 1
      for offset in 0..<nodeA.childCount {
        let suffix = offset == last ? "" : ","
        steps.append(
          .diff(
            first: nodeA.childStart + offset, second: nodeB.childStart + offset,
            level: level + 1, suffixes: (suffix, suffix), unequal: false))
      }
    } else {
      alignChildren(a, b, level: level + 1, into: &steps)
    }
    steps.append(.line(.both, level: level, nodeB.close + suffix))
    stack.append(contentsOf: steps.reversed())
  }

  func isComparableComposite(_ a: Node, _ b: Node) -> Bool {
    a.isComposite && a.kind == b.kind && a.inline == nil && b.inline == nil && a.text == b.text
      && a.close == b.close && a.label == b.label && a.childCount > 0 && b.childCount > 0
  }

  func fieldsLineUp(_ a: Node, _ b: Node) -> Bool {
    guard a.childCount == b.childCount else { return false }
    for offset in 0..<a.childCount
    where first.nodes[a.childStart + offset].label != second.nodes[b.childStart + offset].label {
      return false
    }
    return true
  }
}
