/// One printed value in a dump tree.
///
/// Trees are flat arrays of nodes: a composite's children occupy the contiguous slots
/// `childStart ..< childStart + childCount`, so walking, sorting and diffing never recurse.
struct Node {
  enum Kind: UInt8 {
    /// One line of text (`42`, `"Milk"`, `AppAction.todoDelayCompleted`, `Node#1(↩︎)`).
    case leaf
    /// A string containing newlines; `text` holds its escaped lines joined by `\n`.
    case multilineString
    /// Fields paired by position when diffing: structs, classes, tuples, enum payloads.
    case fields
    /// Elements aligned by identity or content when diffing: arrays, sets.
    case elements
    /// Dictionary entries aligned by key; each child's `label` is its printed key.
    case entries
    /// A dictionary entry under construction: children are the key and the value.
    case pendingEntry
  }

  var kind: Kind
  /// The label printed before the value (`isComplete`, a dictionary key), if any.
  var label: String?
  /// A leaf's text, or a composite's opening text (`Todo(`, `[`, `AppAction.todo(`).
  var text: String
  /// A composite's closing text (`)`, `]`, `])`).
  var close: String = ""
  var childStart = 0
  var childCount = 0
  /// Hash of what the node prints, excluding its own label.
  var hash = 0
  /// What collection alignment compares: the element's `id` hash for `Identifiable` values,
  /// otherwise `hash`.
  var key = 0
  var hasIdentity = false
  /// Whether the node is a single-line string literal (a long one gets a hint when it changes).
  var isString = false
  /// How many `#`s a multi-line string's delimiters take (a raw literal: see
  /// ``StringLiteral/multiline(_:)``).
  var rawHashes = 0
  /// A composite's one-line rendering when it prints on one line (enum cases whose payload is
  /// short and flat); see ``oneLine``.
  var inline: String?
  /// Sort key for numeric dictionary keys and set elements (NaN when not a number).
  var number = Double.nan
  /// Nesting depth (the root is 0).
  var depth = 0
  /// Whether the node is a collection element (and so aligned by identity).
  var isElement = false
  /// A leaf's value type, to show `29.99 as Float` against `29.99 as Double`.
  var valueType: Any.Type?
  /// Whether a customized dump (a custom description or stand-in value) in this subtree may hide
  /// state: two such subtrees that print alike are compared by their values too.
  var hidesState = false
  var state = State.pending

  enum State: UInt8 {
    /// Not built yet; its value waits in the builder.
    case pending
    /// Children allocated, some still pending; `hash` and `key` not known yet.
    case partial
    /// The whole subtree is built.
    case complete
  }

  var isComposite: Bool {
    kind == .fields || kind == .elements || kind == .entries
  }

  var children: Range<Int> { childStart..<(childStart + childCount) }

  /// The node's text when it prints on one line: every leaf, and inline composites.
  var oneLine: String? { kind == .leaf ? text : inline }

  /// A multi-line string's opening delimiter, `"""` or `#"""`.
  var multilineOpen: String { String(repeating: "#", count: rawHashes) + "\"\"\"" }

  /// A multi-line string's closing delimiter, `"""` or `"""#`.
  var multilineClose: String { "\"\"\"" + String(repeating: "#", count: rawHashes) }
}

/// A node printed on one line, for dictionary keys, range bounds and sorting sets:
/// `Key(a: 1, b: [2, 3])`. Deeply nested parts print as `…`.
func singleLineText(_ nodes: [Node], _ index: Int, depthBudget: Int = 32) -> String {
  let node = nodes[index]
  if let oneLine = node.oneLine { return oneLine }
  switch node.kind {
  case .multilineString:
    return StringLiteral.singleLine(multilineBody: node.text, hashes: node.rawHashes)
  case .fields, .elements, .entries, .pendingEntry:
    guard depthBudget > 0 else { return node.text + "…" + node.close }
    var text = node.text
    for (offset, child) in node.children.enumerated() {
      if offset > 0 { text += ", " }
      if let label = nodes[child].label { text += label + ": " }
      text += singleLineText(nodes, child, depthBudget: depthBudget - 1)
    }
    return text + node.close
  case .leaf:
    return node.text
  }
}
