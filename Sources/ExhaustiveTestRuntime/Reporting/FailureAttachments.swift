/// The parts of a failure an IDE or a CI page can show side by side, as Swift Testing
/// attachments recorded beside the issue; the comment keeps the whole message.
///
/// The rule covers every failure kind, because every message is built from the same parts:
/// - a diff (lines prefixed `− `, `+ ` or two spaces, followed by its legend such as
///   `(Expected: −, Actual: +)` or `(Expected: −, Received: +)`) gives `diff.txt` and one file
///   per side, named by the legend (`expected.txt`, `actual.txt`, `received.txt`): each side is
///   the diff's common lines and that side's own, so it reads as a dump (runs of unchanged
///   elements stay collapsed as in the diff);
/// - `Timeline:` gives `timeline.txt`;
/// - `To accept the actual behaviour, write:` gives `accept.swift`, the code that would pass.
///
/// A second diff in the same message (a wrong action whose state did not match either) gets the
/// same names with ` 2` before the extension. Under XCTest nothing is attached (corelibs XCTest
/// has no attachments on Linux).
struct FailureAttachments: Equatable {
  /// One attachment: its preferred file name and its text.
  struct Part: Equatable {
    var name: String
    var text: String
  }

  var parts: [Part]

  init(of message: String) {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var parts: [Part] = []
    var diffs = 0
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let legend = DiffLegend(line), let range = Self.diffRange(in: lines, before: index) {
        diffs += 1
        let suffix = diffs == 1 ? "" : " \(diffs)"
        let diff = Array(lines[range])
        parts.append(
          Part(
            name: "diff\(suffix).txt",
            text: lines[range.lowerBound...index].joined(separator: "\n")))
        parts.append(
          Part(name: legend.minus + suffix + ".txt", text: Self.side(of: diff, keeping: "−")))
        parts.append(
          Part(name: legend.plus + suffix + ".txt", text: Self.side(of: diff, keeping: "+")))
      } else if line == "Timeline:" {
        let body = Self.indentedBlock(in: lines, after: index)
        parts.append(Part(name: "timeline.txt", text: body.joined(separator: "\n")))
      } else if line == AcceptanceHeading.behaviour {
        let body = Self.indentedBlock(in: lines, after: index)
        parts.append(Part(name: "accept.swift", text: body.joined(separator: "\n")))
      }
      index += 1
    }
    self.parts = parts
  }

  /// The lines of the diff that ends just before the legend at `legend`: the contiguous diff
  /// lines above it, past the blank line between them.
  private static func diffRange(in lines: [String], before legend: Int) -> Range<Int>? {
    var end = legend
    while end > 0, lines[end - 1].isEmpty { end -= 1 }
    var start = end
    while start > 0, isDiffLine(lines[start - 1]) { start -= 1 }
    let block = lines[start..<end]
    guard !block.isEmpty, block.contains(where: { $0.hasPrefix("− ") || $0.hasPrefix("+ ") })
    else { return nil }
    return start..<end
  }

  private static func isDiffLine(_ line: String) -> Bool {
    line.hasPrefix("− ") || line.hasPrefix("+ ") || line.hasPrefix("  ") || line == "−"
      || line == "+"
  }

  /// The lines of one side of `diff`: the common ones and those marked `mark`, unprefixed.
  private static func side(of diff: [String], keeping mark: Character) -> String {
    diff.compactMap { line -> String? in
      let prefix = line.first
      if prefix == "−" || prefix == "+" {
        return prefix == mark ? String(line.dropFirst(2)) : nil
      }
      return String(line.dropFirst(2))
    }
    .joined(separator: "\n")
  }

  /// The block under a heading: the lines after it that are blank or indented by two spaces,
  /// unindented, without leading or trailing blank lines.
  private static func indentedBlock(in lines: [String], after heading: Int) -> [String] {
    var body: [String] = []
    var index = heading + 1
    while index < lines.count, lines[index].isEmpty || lines[index].hasPrefix("  ") {
      body.append(String(lines[index].dropFirst(2)))
      index += 1
    }
    while body.first?.isEmpty == true { body.removeFirst() }
    while body.last?.isEmpty == true { body.removeLast() }
    return body
  }
}

/// A diff's legend line, `(Expected: −, Actual: +)`: the names of its two sides.
private struct DiffLegend {
  var minus: String
  var plus: String

  init?(_ line: String) {
    guard line.hasPrefix("("), line.hasSuffix(": +)") else { return nil }
    let inner = line.dropFirst().dropLast(")".count)
    let halves = inner.components(separatedBy: ", ")
    guard halves.count == 2, halves[0].hasSuffix(": −"), halves[1].hasSuffix(": +") else {
      return nil
    }
    minus = halves[0].dropLast(": −".count).lowercased()
    plus = halves[1].dropLast(": +".count).lowercased()
  }
}
