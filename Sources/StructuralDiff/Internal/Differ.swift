import ExhaustiveUnsafe

/// Walks two values' trees together and writes their structural diff in one streaming pass
/// over an explicit stack (no recursion, so nesting depth never threatens the call stack).
///
/// The trees are built lazily: a pair whose values are `==` is printed as context without
/// reflecting what a collapsed context line hides, and arrays of `Equatable` elements compare
/// their common prefix and suffix natively before any element is reflected.
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
    /// Diffs a pair of nodes; `unequal` when `==` already said the values differ.
    case diff(first: Int, second: Int, level: Int, suffixes: (String, String), unequal: Bool)
    /// After the children of a pair that `==` says differ (or whose customized dumps hide a
    /// difference, `hidden`): if none of them printed a difference, the output since
    /// `checkpoint` is replaced by an explanation.
    case verify(
      first: Int, second: Int, level: Int, suffix: String, checkpoint: Checkpoint, hidden: Bool)
  }

  private struct Checkpoint {
    var writer: LineWriter.Checkpoint
    var changes: Int
  }

  static let explanation =
    "// Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state."

  /// The explanation above a value whose customized dump hides the part that differs.
  static func hiddenExplanation(_ typeName: String) -> String {
    "// Values differ but print the same: the dump of \(typeName) hides what changed."
  }

  private let first: TreeBuilder
  private let second: TreeBuilder
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
  /// How many lines differ (or explain a difference).
  private var changes = 0
  private var changed: Bool {
    get { changes > 0 }
    set { if newValue { changes += 1 } }
  }

  private init(first: TreeBuilder, second: TreeBuilder, format: DiffFormat, forcedPath: [Int]) {
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

  private static func diffInline(_ lhs: Any, _ rhs: Any, format: DiffFormat) -> String? {
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

  private mutating func run() {
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

  private mutating func write(
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
  private func isUnchanged(_ a: Int, _ b: Int) -> Bool {
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

  /// Whether two subtrees that print alike hold customized values that differ (a redacted
  /// password, a field a custom mirror leaves out). Only the customized nodes are compared,
  /// each by `==` or, for values that are not `Equatable`, by their reflected contents.
  private func hidesDifference(_ a: Int, _ b: Int) -> Bool {
    var pending = [(a, b)]
    while let (a, b) = pending.popLast() {
      let nodeA = first.nodes[a]
      let nodeB = second.nodes[b]
      guard nodeA.hidesState, nodeB.hidesState else { continue }
      if let valueA = first.customizedValues[a], let valueB = second.customizedValues[b] {
        if !reflectsEqual(valueA, valueB) { return true }
        continue
      }
      guard nodeA.childCount == nodeB.childCount else { return true }
      pending.append(contentsOf: zip(nodeA.children, nodeB.children))
    }
    return false
  }

  /// The explanation for a pair whose customized dumps hide what differs, naming the type that
  /// customizes its dump.
  private func hiddenExplanation(_ b: Int) -> String {
    guard let value = second.customizedValues[b] else {
      return Differ.hiddenExplanation(second.nodes[b].text.replacing("(", with: ""))
    }
    return Differ.hiddenExplanation(typeName(type(of: value)))
  }

  // MARK: - Diffing a pair

  private mutating func diff(
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
  private mutating func buildPending(
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
    inStep(a, b, first: { first.expand(a) }, second: { second.expand(b) })
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
    inStep(a, b, first: { first.complete(a) }, second: { second.complete(b) })
    return true
  }

  /// A pair that prints the same: context, unless `==` or a customized dump says it differs.
  private mutating func diffAlike(
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
  private mutating func diffShapes(_ a: Int, _ b: Int, level: Int, suffixes: (String, String)) {
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

  /// Builds the counterpart parts at `a` and `b`, so objects at the same place below them get
  /// the same number (see ``ObjectNumbering``).
  private func inStep(
    _ a: Int, _ b: Int, heldBySecond: Set<ObjectIdentifier> = [], first buildFirst: () -> Void,
    second buildSecond: () -> Void
  ) {
    first.pathRoot = a
    second.pathRoot = b
    first.numbering.inStep(heldBySecond: heldBySecond, first: buildFirst, second: buildSecond)
  }

  /// Two composites of the same shape: the header and footer are shared, children diffed.
  private mutating func diffChildren(_ a: Int, _ b: Int, level: Int, suffix: String) {
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

  private func isComparableComposite(_ a: Node, _ b: Node) -> Bool {
    a.isComposite && a.kind == b.kind && a.inline == nil && b.inline == nil && a.text == b.text
      && a.close == b.close && a.label == b.label && a.childCount > 0 && b.childCount > 0
  }

  private func fieldsLineUp(_ a: Node, _ b: Node) -> Bool {
    guard a.childCount == b.childCount else { return false }
    for offset in 0..<a.childCount
    where first.nodes[a.childStart + offset].label != second.nodes[b.childStart + offset].label {
      return false
    }
    return true
  }

  /// Aligns a collection's elements (or mismatched fields by label), then pairs removals and
  /// insertions that face each other, and collapses long unchanged runs.
  private mutating func alignChildren(_ a: Int, _ b: Int, level: Int, into steps: inout [Step]) {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    // Equal leading and trailing elements, compared natively when the arrays allow it.
    var prefix = 0
    var suffix = 0
    if let sequenceA = first.lazySequences[a], let sequenceB = second.lazySequences[b],
      let edges = sequenceA.commonEdgesForDump(with: sequenceB)
    {
      prefix = edges.prefix
      suffix = edges.suffix
    }
    let middleA = (nodeA.childStart + prefix)..<(nodeA.childStart + nodeA.childCount - suffix)
    let middleB = (nodeB.childStart + prefix)..<(nodeB.childStart + nodeB.childCount - suffix)
    // Elements that are objects keep their numbers when others are inserted before them (the
    // first element tells whether they are objects, so arrays of values pay one check).
    var heldBySecond: Set<ObjectIdentifier> = []
    if let element = middleB.first.flatMap(second.value), objectIdentity(element) != nil {
      heldBySecond = Set(middleB.compactMap { second.value($0).flatMap(objectIdentity)?.0 })
    }
    inStep(
      a, b, heldBySecond: heldBySecond,
      first: { for child in middleA { first.complete(child) } },
      second: { for child in middleB { second.complete(child) } })
    let byLabel = nodeA.kind == .fields
    func key(_ node: Node) -> Int { byLabel ? hashLeaf(.leaf, node.label ?? "") : node.key }
    let alignment = align(
      middleA.map { key(first.nodes[$0]) }, middleB.map { key(second.nodes[$0]) })

    var grouper = ChildGrouper(level: level)
    for offset in 0..<prefix { grouper.unchanged(nodeB.childStart + offset) }
    for step in alignment {
      switch step {
      case .match(let offsetA, let offsetB):
        let elementA = middleA.lowerBound + offsetA
        let elementB = middleB.lowerBound + offsetB
        grouper.flushFacing(into: &steps, isSimilar: isSimilar)
        if isUnchanged(elementA, elementB) {
          grouper.unchanged(elementB)
        } else {
          grouper.flushUnchanged(into: &steps)
          // Printed alike but not unchanged: `==` or a customized dump says they differ.
          let unequal =
            first.nodes[elementA].hash == second.nodes[elementB].hash
            && !(first.nodes[elementA].hidesState && hidesDifference(elementA, elementB))
          steps.append(
            .diff(
              first: elementA, second: elementB, level: level, suffixes: (",", ","),
              unequal: unequal))
        }
      case .delete(let offset):
        grouper.flushUnchanged(into: &steps)
        grouper.removed.append(middleA.lowerBound + offset)
      case .insert(let offset):
        grouper.flushUnchanged(into: &steps)
        grouper.inserted.append(middleB.lowerBound + offset)
      }
    }
    grouper.flushFacing(into: &steps, isSimilar: isSimilar)
    for offset in (nodeB.childCount - suffix)..<nodeB.childCount {
      grouper.unchanged(nodeB.childStart + offset)
    }
    grouper.flushUnchanged(into: &steps)
  }

  /// Collects a collection's children into unchanged runs and facing removal/insertion groups.
  private struct ChildGrouper {
    let level: Int
    var unchangedCount = 0
    /// The first two unchanged elements of the run (printed when the run is short).
    var unchangedHead: [Int] = []
    var removed: [Int] = []
    var inserted: [Int] = []

    init(level: Int) {
      self.level = level
    }

    mutating func unchanged(_ element: Int) {
      unchangedCount += 1
      if unchangedHead.count < 2 { unchangedHead.append(element) }
    }

    mutating func flushUnchanged(into steps: inout [Step]) {
      guard unchangedCount > 0 else { return }
      if unchangedCount > 2 {
        steps.append(.line(.both, level: level, "… (\(unchangedCount) unchanged)"))
      } else {
        for element in unchangedHead {
          steps.append(.render(.both, node: element, level: level, suffix: ","))
        }
      }
      unchangedCount = 0
      unchangedHead.removeAll(keepingCapacity: true)
    }

    /// Removals and insertions with no matched element between them: pairs that read better
    /// field by field are diffed, the rest print whole (removals first).
    mutating func flushFacing(into steps: inout [Step], isSimilar: (Int, Int) -> Bool) {
      guard !removed.isEmpty || !inserted.isEmpty else { return }
      var pendingRemoved: [Int] = []
      var pendingInserted: [Int] = []
      func flushPending() {
        for element in pendingRemoved {
          steps.append(.render(.first, node: element, level: level, suffix: ","))
        }
        for element in pendingInserted {
          steps.append(.render(.second, node: element, level: level, suffix: ","))
        }
        pendingRemoved.removeAll()
        pendingInserted.removeAll()
      }
      let pairs = min(removed.count, inserted.count)
      for offset in 0..<pairs {
        if isSimilar(removed[offset], inserted[offset]) {
          flushPending()
          steps.append(
            .diff(
              first: removed[offset], second: inserted[offset], level: level,
              suffixes: (",", ","), unequal: false))
        } else {
          pendingRemoved.append(removed[offset])
          pendingInserted.append(inserted[offset])
        }
      }
      pendingRemoved.append(contentsOf: removed[pairs...])
      pendingInserted.append(contentsOf: inserted[pairs...])
      flushPending()
      removed.removeAll(keepingCapacity: true)
      inserted.removeAll(keepingCapacity: true)
    }
  }

  /// Whether a removed and an inserted element facing each other read better as one changed
  /// element (field by field) than as a whole removal and insertion.
  private func isSimilar(_ a: Int, _ b: Int) -> Bool {
    let nodeA = first.nodes[a]
    let nodeB = second.nodes[b]
    if nodeA.kind == .multilineString, nodeB.kind == .multilineString { return true }
    // Lines alike but for their types or hidden state: diffed to say which.
    if let text = nodeA.oneLine, text == nodeB.oneLine, nodeA.label == nodeB.label { return true }
    // Long strings are diffed as a pair, to point at their first difference.
    if nodeA.isString, nodeB.isString {
      return StringDifference.hint(nodeA.text, nodeB.text) != nil
    }
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

  /// A multi-line string changed: its lines are aligned and diffed one by one. As with
  /// collection elements, runs of more than two unchanged lines collapse to
  /// `… (N unchanged lines)`; past ``StringDifference/maximumChangedLines`` changed lines the
  /// rest are counted, not printed (`… (N more changed lines not shown)`).
  private mutating func diffLines(_ a: Node, _ b: Node, level: Int, suffix: String) {
    let linesA = bodyLines(a.text)
    let linesB = bodyLines(b.text)
    let label = b.label.map { $0 + ": " } ?? ""
    // Delimiters differ when one side is a raw literal (`#"""`) and the other is not.
    if a.rawHashes == b.rawHashes {
      write(.both, level: level, label, b.multilineOpen)
    } else {
      write(.first, level: level, label, a.multilineOpen)
      write(.second, level: level, label, b.multilineOpen)
    }
    let alignment = align(linesA.map { $0.hashValue }, linesB.map { $0.hashValue })
    var unchanged: [Int] = []
    var unchangedCount = 0
    var printed = 0
    var hidden = 0
    func line(_ text: Substring, _ node: Node) -> String {
      StringDifference.truncated(text, isQuoted: false, bodyHashes: node.rawHashes)
    }
    func flushUnchanged(_ differ: inout Differ) {
      if unchangedCount > 2 {
        differ.write(.both, level: level + 1, "… (\(unchangedCount) unchanged lines)")
      } else {
        for offset in unchanged {
          differ.write(.both, level: level + 1, line(linesB[offset], b))
        }
      }
      unchanged.removeAll(keepingCapacity: true)
      unchangedCount = 0
    }
    for step in alignment {
      switch step {
      case .match(_, let offset):
        guard hidden == 0 else { continue }
        unchangedCount += 1
        if unchanged.count < 2 { unchanged.append(offset) }
      case .delete, .insert:
        guard printed < StringDifference.maximumChangedLines else {
          hidden += 1
          continue
        }
        flushUnchanged(&self)
        printed += 1
        if case .delete(let offset) = step {
          write(.first, level: level + 1, line(linesA[offset], a))
        } else if case .insert(let offset) = step {
          write(.second, level: level + 1, line(linesB[offset], b))
        }
      }
    }
    if hidden > 0 {
      write(.both, level: level + 1, "… (\(hidden) more changed lines not shown)")
    } else {
      flushUnchanged(&self)
    }
    if a.rawHashes == b.rawHashes {
      write(.both, level: level + 1, b.multilineClose, suffix)
    } else {
      write(.first, level: level + 1, a.multilineClose, suffix)
      write(.second, level: level + 1, b.multilineClose, suffix)
    }
  }

  /// A multi-line string's body split at its newlines (bytes, not characters: a body holds no
  /// raw carriage return, and splitting bytes is several times faster on a huge string).
  private func bodyLines(_ body: String) -> [Substring] {
    body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      Substring($0)
    }
  }

  /// The pair prints the same but `==` says it differs: find the deepest part that differs by
  /// `==` and put the explanation line there.
  private mutating func explainHiddenDifference(_ a: Int, _ b: Int, level: Int, suffix: String) {
    changed = true
    let label = second.nodes[b].label
    guard let valueA = first.value(a), let valueB = second.value(b),
      let (treeA, treeB, path) = EqualityProbe.locate(valueA, valueB, label: label)
    else {
      write(.both, level: level, explanation(a, b))
      return render(.both, b, level: level, suffix: suffix, keepsOpen: true)
    }
    var nested = Differ(first: treeA, second: treeB, format: format, forcedPath: path)
    nested.stack.append(
      .diff(first: 0, second: 0, level: level, suffixes: (suffix, suffix), unequal: false))
    nested.run()
    writer.append(lines: nested.writer.output)
  }

  /// The explanation line for a pair that prints the same but is `!=`; it names object
  /// identity when the two are different instances of a class, which print alike (counterparts
  /// share a number, see ``ObjectNumbering``) but differ under an identity-based `==`.
  private func explanation(_ a: Int, _ b: Int) -> String {
    guard let valueA = first.keptValue(a) ?? first.value(a),
      let valueB = second.keptValue(b) ?? second.value(b),
      let (objectA, classA) = objectIdentity(valueA),
      let (objectB, _) = objectIdentity(valueB), objectA != objectB
    else { return Differ.explanation }
    return "// Values differ (==) but print the same: they are different \(typeName(classA))"
      + " instances (== may compare identity)."
  }

  // MARK: - Rendering a subtree

  /// Context (`.both`) keeps a diff short: a field that would print on several lines collapses
  /// to one (`settings: Settings(…)`), a collection element stays open one level (its own
  /// multi-line fields collapsing in turn), and a collection of more than two elements shows
  /// their count. `keepsOpen` prints a field open too (the part an explanation line is about).
  private mutating func render(
    _ marker: Marker, _ index: Int, level: Int, suffix: String, keepsOpen: Bool = false
  ) {
    let builder = marker == .first ? first : second
    if marker == .both {
      builder.expand(index)
    } else {
      builder.complete(index)
    }
    let node = builder.nodes[index]
    if marker == .both, node.kind == .multilineString {
      // Unchanged lines collapse as in a changed string.
      let lines = node.text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
      if lines > 2 {
        write(.both, level: level, node.label.map { $0 + ": " } ?? "", node.multilineOpen)
        write(.both, level: level + 1, "… (\(lines) unchanged lines)")
        write(.both, level: level + 1, node.multilineClose, suffix)
        return
      }
    }
    if marker != .both || !node.isComposite || node.inline != nil || node.childCount == 0 {
      if marker != .both { changed = true }
      let prefix =
        switch marker {
        case .first: firstPrefix
        case .second: secondPrefix
        case .both: bothPrefix
        }
      Renderer.render(
        builder.nodes, root: index, level: level, suffix: suffix, prefix: prefix,
        cutsLongStrings: true, to: &writer)
      return
    }
    let label = node.label.map { $0 + ": " } ?? ""
    if !node.isElement, !keepsOpen {
      return write(.both, level: level, label, node.text + "…" + node.close, suffix)
    }
    if node.kind != .fields, node.childCount > 2 {
      write(.both, level: level, label, node.text)
      write(.both, level: level + 1, "… (\(node.childCount) unchanged)")
      write(.both, level: level, node.close, suffix)
      return
    }
    // Context: composites stay open so nested collections can collapse.
    write(.both, level: level, label, node.text)
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

/// The identity and class of a class instance (unwrapping optionals), or `nil` for values.
private func objectIdentity(_ value: Any) -> (ObjectIdentifier, Any.Type)? {
  var value = value
  while let optional = value as? any OptionalDumpable {
    guard let wrapped = optional.wrappedForDump else { return nil }
    value = wrapped
  }
  guard type(of: value) is AnyClass else { return nil }
  return (ObjectIdentifier(value as AnyObject), type(of: value))
}
