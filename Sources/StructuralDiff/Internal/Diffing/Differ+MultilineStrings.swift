// A multi-line string that changed, diffed line by line.

extension Differ {
  /// A multi-line string changed: its lines are aligned and diffed one by one. As with
  /// collection elements, runs of more than two unchanged lines collapse to
  /// `… (N unchanged lines)`; past ``StringDifference/maximumChangedLines`` changed lines the
  /// rest are counted, not printed (`… (N more changed lines not shown)`).
  mutating func diffLines(_ a: Node, _ b: Node, level: Int, suffix: String) {
    let label = b.label.map { $0 + ": " } ?? ""
    writeDelimiter(a.multilineOpen, b.multilineOpen, of: a, b, level: level, label, "")
    diffBodyLines(a, b, level: level + 1)
    writeDelimiter(a.multilineClose, b.multilineClose, of: a, b, level: level + 1, "", suffix)
  }

  /// A literal's opening or closing delimiter: one context line, or a removed and an inserted
  /// one when one side is a raw literal (`#"""`) and the other is not.
  private mutating func writeDelimiter(
    _ delimiterA: String, _ delimiterB: String, of a: Node, _ b: Node, level: Int,
    _ before: String, _ after: String
  ) {
    if a.rawHashes == b.rawHashes {
      write(.both, level: level, before, delimiterB, after)
    } else {
      write(.first, level: level, before, delimiterA, after)
      write(.second, level: level, before, delimiterB, after)
    }
  }

  private mutating func diffBodyLines(_ a: Node, _ b: Node, level: Int) {
    let linesA = bodyLines(a.text)
    let linesB = bodyLines(b.text)
    let alignment = align(linesA.map { $0.hashValue }, linesB.map { $0.hashValue })
    var unchanged = UnchangedLines()
    var printed = 0
    var hidden = 0
    for step in alignment {
      switch step {
      case .match(_, let offset):
        if hidden == 0 { unchanged.add(offset) }
      case .delete(let offset) where printed < StringDifference.maximumChangedLines:
        unchanged.flush(into: &self, linesB, of: b, level: level)
        printed += 1
        write(.first, level: level, Self.line(linesA[offset], of: a))
      case .insert(let offset) where printed < StringDifference.maximumChangedLines:
        unchanged.flush(into: &self, linesB, of: b, level: level)
        printed += 1
        write(.second, level: level, Self.line(linesB[offset], of: b))
      case .delete, .insert:
        hidden += 1
      }
    }
    if hidden > 0 {
      write(.both, level: level, "… (\(hidden) more changed lines not shown)")
    } else {
      unchanged.flush(into: &self, linesB, of: b, level: level)
    }
  }

  /// A run of unchanged lines: the first two kept, to print when the run is that short.
  private struct UnchangedLines {
    private var head: [Int] = []
    private var count = 0

    mutating func add(_ offset: Int) {
      count += 1
      if head.count < 2 { head.append(offset) }
    }

    mutating func flush(into differ: inout Differ, _ lines: [Substring], of node: Node, level: Int)
    {
      if count > 2 {
        differ.write(.both, level: level, "… (\(count) unchanged lines)")
      } else {
        for offset in head { differ.write(.both, level: level, line(lines[offset], of: node)) }
      }
      head.removeAll(keepingCapacity: true)
      count = 0
    }
  }

  private static func line(_ text: Substring, of node: Node) -> String {
    StringDifference.truncated(text, isQuoted: false, bodyHashes: node.rawHashes)
  }

  /// A multi-line string's body split at its newlines (bytes, not characters: a body holds no
  /// raw carriage return, and splitting bytes is several times faster on a huge string).
  func bodyLines(_ body: String) -> [Substring] {
    body.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
      Substring($0)
    }
  }
}
