/// One side of a row: what was measured, or why nothing was.
enum Cell {
  case measured(Measurement)
  /// A time estimated from a smaller run; `how` says from what, and is printed as a footnote.
  case extrapolated(Duration, how: String)
  /// Our API for this row has not landed on `main` yet.
  case notBuiltYet
  case notApplicable(String)
  case skipped(String)
  case failed(String)

  var duration: Duration? {
    switch self {
    case .measured(let measurement): measurement.median
    case .extrapolated(let duration, _): duration
    case .notBuiltYet, .notApplicable, .skipped, .failed: nil
    }
  }
}

/// What a row must achieve.
enum Target {
  /// The peer's time divided by ours is at least this.
  case speedup(Double)
  /// Our time is at most this.
  case atMost(Duration)
  /// Our time is at most this multiple of the baseline in the peer column.
  case overheadAtMost(Double)
  /// Informational row: nothing to pass or fail.
  case none
}

/// One printed line of a table.
struct Row {
  var name: String
  var ours: String
  var peer: String
  var ratio: String
  var target: String
  /// `nil` when there is nothing to judge (no target, or a side was not measured).
  var passed: Bool?

  /// A row comparing our time with the peer's; `pairedRatio`, when given, is the ratio
  /// peer/ours measured pair by pair (see ``measurePaired(_:first:second:verifyFirst:verifySecond:)``)
  /// and replaces the ratio of the two medians.
  init(
    _ name: String, ours: Cell, peer: Cell, target: Target, pairedRatio: Double? = nil,
    notes: inout Footnotes
  ) {
    self.name = name
    self.ours = Row.render(ours, notes: &notes)
    self.peer = Row.render(peer, notes: &notes)
    let ratio: Double? =
      if let pairedRatio {
        pairedRatio
      } else if let oursTime = ours.duration, let peerTime = peer.duration, oursTime > .zero {
        peerTime / oursTime
      } else {
        nil
      }
    self.ratio = ratio.map(formatRatio) ?? "–"
    switch target {
    case .speedup(let minimum):
      self.target = "≥ \(formatRatio(minimum))"
      self.passed = ratio.map { $0 >= minimum }
    case .atMost(let limit):
      self.target = "ours ≤ \(formatDuration(limit))"
      self.passed = ours.duration.map { $0 <= limit }
    case .overheadAtMost(let multiple):
      self.target = "≥ \(formatRatio(1 / multiple)) (ours ≤ \(formatRatio(multiple)) baseline)"
      self.passed = ratio.map { $0 >= 1 / multiple }
    case .none:
      self.target = "–"
      self.passed = nil
    }
  }

  /// A row whose cells are already text (for example a growth factor rather than a time).
  init(
    _ name: String, ours: String, peer: String, ratio: String, target: String, passed: Bool?
  ) {
    self.name = name
    self.ours = ours
    self.peer = peer
    self.ratio = ratio
    self.target = target
    self.passed = passed
  }

  private static func render(_ cell: Cell, notes: inout Footnotes) -> String {
    switch cell {
    case .measured(let measurement):
      let runs = measurement.runs == 1 ? " (1 run)" : ""
      return formatDuration(measurement.median) + runs
    case .extrapolated(let duration, let how):
      return "~" + formatDuration(duration) + " " + notes.add(how)
    case .notBuiltYet:
      return "not built yet"
    case .notApplicable(let reason):
      return "n/a " + notes.add(reason)
    case .skipped(let reason):
      return "skipped " + notes.add(reason)
    case .failed(let reason):
      return "FAILED " + notes.add(reason)
    }
  }
}

/// Numbered notes printed under a table; cells refer to them as `[n]`.
struct Footnotes {
  private(set) var lines: [String] = []

  mutating func add(_ text: String) -> String {
    if let index = lines.firstIndex(of: text) {
      return "[\(index + 1)]"
    }
    lines.append(text)
    return "[\(lines.count)]"
  }
}

/// One area's table: printed as an aligned Markdown table so it reads well in a terminal and
/// pastes into `Documentation/Performance.md` unchanged.
struct Table {
  var title: String
  var peerName: String
  var rows: [Row] = []
  var notes = Footnotes()

  init(title: String, peerName: String) {
    self.title = title
    self.peerName = peerName
  }

  mutating func add(
    _ name: String, ours: Cell, peer: Cell, target: Target, pairedRatio: Double? = nil
  ) {
    rows.append(
      Row(name, ours: ours, peer: peer, target: target, pairedRatio: pairedRatio, notes: &notes))
  }

  mutating func note(_ text: String) -> String {
    notes.add(text)
  }

  func render() -> String {
    let header = ["benchmark", "ours", peerName, "ratio (peer/ours)", "target", "ok"]
    let body = rows.map { row in
      [
        row.name, row.ours, row.peer, row.ratio, row.target,
        row.passed.map { $0 ? "✓" : "✗" } ?? "–",
      ]
    }
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].count }.max() ?? 0
    }
    let rightAligned: Set<Int> = [1, 2, 3]
    func line(_ cells: [String]) -> String {
      let padded = cells.indices.map { column in
        let cell = cells[column]
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return rightAligned.contains(column) ? padding + cell : cell + padding
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = widths.indices.map { column in
      let dashes = String(repeating: "-", count: max(widths[column] - 1, 1))
      return rightAligned.contains(column) ? dashes + ":" : ":" + dashes
    }
    var output = "### \(title)\n\n"
    output += line(header) + "\n"
    output += "|" + rule.map { " \($0) " }.joined(separator: "|") + "|\n"
    for row in body {
      output += line(row) + "\n"
    }
    if !notes.lines.isEmpty {
      output += "\n"
      for (index, text) in notes.lines.enumerated() {
        output += "[\(index + 1)] \(text)  \n"
      }
    }
    return output
  }
}

func formatDuration(_ duration: Duration) -> String {
  let seconds =
    Double(duration.components.seconds)
    + Double(duration.components.attoseconds) / 1e18
  switch seconds {
  case ..<1e-6: return format(seconds * 1e9, unit: "ns")
  case ..<1e-3: return format(seconds * 1e6, unit: "µs")
  case ..<1: return format(seconds * 1e3, unit: "ms")
  default: return format(seconds, unit: "s")
  }
}

func formatRatio(_ ratio: Double) -> String {
  switch ratio {
  case 1000...: return "\(groupThousands(Int(ratio.rounded())))×"
  case 10...: return "\(Int(ratio.rounded()))×"
  case 1...: return "\(rounded(ratio, places: 1))×"
  default: return "\(rounded(ratio, places: 2))×"
  }
}

func groupThousands(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index).isMultiple(of: 3) { result.append(",") }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}

/// Three significant digits, without Foundation's locale-dependent formatting.
private func format(_ value: Double, unit: String) -> String {
  let places = value >= 100 ? 0 : value >= 10 ? 1 : 2
  return "\(rounded(value, places: places)) \(unit)"
}

private func rounded(_ value: Double, places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = Int((value * scale).rounded())
  if places == 0 { return String(scaled) }
  let whole = scaled / Int(scale)
  let fraction = String(scaled % Int(scale))
  return "\(whole).\(String(repeating: "0", count: places - fraction.count))\(fraction)"
}
