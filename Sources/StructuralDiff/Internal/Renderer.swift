/// Prints a whole tree, one streaming pass over an explicit stack.
enum Renderer {
  private enum Step {
    case node(Int, level: Int, suffix: String)
    case line(level: Int, String)
  }

  /// Writes `tree`'s lines (or only the subtree at `root`) to `writer`, each after `prefix`.
  /// A diff passes `cutsLongStrings`, so one huge string cannot flood it
  /// (see ``StringDifference/truncated(_:isQuoted:)``).
  static func render(
    _ nodes: [Node], root: Int = 0, level: Int = 0, suffix: String = "", prefix: String,
    cutsLongStrings: Bool = false, to writer: inout LineWriter
  ) {
    var stack: [Step] = [.node(root, level: level, suffix: suffix)]
    while let step = stack.popLast() {
      switch step {
      case .line(let level, let text):
        writer.write(prefix, level: level, text)
      case .node(let index, let level, let suffix):
        let label = nodes[index].label.map { $0 + ": " } ?? ""
        if let oneLine = nodes[index].oneLine {
          let text =
            cutsLongStrings && nodes[index].isString
            ? StringDifference.truncated(oneLine, isQuoted: true) : oneLine
          writer.write(prefix, level: level, label, text, suffix)
          continue
        }
        let node = nodes[index]
        if node.kind == .multilineString {
          writer.write(prefix, level: level, label, node.multilineOpen)
          if cutsLongStrings {
            writeCutLines(
              of: node.text, hashes: node.rawHashes, prefix: prefix, level: level + 1, to: &writer)
          } else {
            for line in node.text.split(separator: "\n", omittingEmptySubsequences: false) {
              writer.write(prefix, level: level + 1, String(line))
            }
          }
          writer.write(prefix, level: level + 1, node.multilineClose, suffix)
        } else if node.childCount == 0 {
          writer.write(prefix, level: level, label, node.text, node.close + suffix)
        } else {
          writer.write(prefix, level: level, label, node.text)
          stack.append(.line(level: level, node.close + suffix))
          let last = node.childStart + node.childCount - 1
          for child in node.children.reversed() {
            let childSuffix = node.kind == .fields && child == last ? "" : ","
            stack.append(.node(child, level: level + 1, suffix: childSuffix))
          }
        }
      }
    }
  }

  /// A multi-line string's lines in a diff: each cut to ``StringDifference/maximumLineLength``,
  /// and past ``StringDifference/maximumChangedLines`` lines the rest counted, not printed.
  private static func writeCutLines(
    of body: String, hashes: Int, prefix: String, level: Int, to writer: inout LineWriter
  ) {
    var rest = Substring(body)
    var shown = 0
    while true {
      if shown == StringDifference.maximumChangedLines {
        let more = rest.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        writer.write(prefix, level: level, "… (\(more) more lines not shown)")
        return
      }
      let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
      writer.write(
        prefix, level: level,
        StringDifference.truncated(rest[..<end], isQuoted: false, bodyHashes: hashes))
      shown += 1
      guard end < rest.endIndex else { return }
      rest = rest[rest.utf8.index(after: end)...]
    }
  }
}
