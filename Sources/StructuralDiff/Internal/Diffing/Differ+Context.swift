// Unchanged parts of a diff (context), and whole removed or inserted subtrees.

extension Differ {
  /// Context (`.both`) keeps a diff short: a field that would print on several lines collapses
  /// to one (`settings: Settings(…)`), a collection element stays open one level (its own
  /// multi-line fields collapsing in turn), and a collection of more than two elements shows
  /// their count. `keepsOpen` prints a field open too (the part an explanation line is about).
  mutating func render(
    _ marker: Marker, _ index: Int, level: Int, suffix: String, keepsOpen: Bool = false
  ) {
    let builder = marker == .first ? first : second
    if marker == .both {
      builder.expand(index)
    } else {
      builder.complete(index)
    }
    let node = builder.nodes[index]
    if marker == .both, node.kind == .multilineString,
      renderCollapsedLines(node, level: level, suffix: suffix)
    {
      return
    }
    if marker != .both || !node.isComposite || node.inline != nil || node.childCount == 0 {
      return renderWhole(marker, builder, index, level: level, suffix: suffix)
    }
    renderContext(node, level: level, suffix: suffix, keepsOpen: keepsOpen)
  }

  /// An unchanged multi-line string of more than two lines: its lines collapse as in a changed
  /// string. Returns whether it did.
  private mutating func renderCollapsedLines(_ node: Node, level: Int, suffix: String) -> Bool {
    let lines = node.text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    guard lines > 2 else { return false }
    write(.both, level: level, node.label.map { $0 + ": " } ?? "", node.multilineOpen)
    write(.both, level: level + 1, "… (\(lines) unchanged lines)")
    write(.both, level: level + 1, node.multilineClose, suffix)
    return true
  }

  /// A subtree printed in full: removed, inserted, or a one-line context.
  private mutating func renderWhole(
    _ marker: Marker, _ builder: TreeBuilder, _ index: Int, level: Int, suffix: String
  ) {
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
  }

  /// An unchanged composite: a field collapsed to one line, a long collection to its count,
  /// else open with its children rendered as context in turn.
  private mutating func renderContext(_ node: Node, level: Int, suffix: String, keepsOpen: Bool) {
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
