import ExhaustiveTestRuntime

/// What `EXHAUSTIVE_SCHEDULE` holds: one schedule of one scope, by the choices that made it.
///
/// `random-100-0:17:3f9a1c:4.1.2+9.1.2` is schedule 17 of `.random(count: 100, seed: 0)`, in the
/// scope whose call site hashes to `3f9a1c`, which left first-in-first-out order at choice
/// points 4 and 9, each time running the job at position 1 of 2 legal ones. Replaying needs
/// only the choices; the strategy and the number are there so the replay's failure reads as
/// the original's. Only `-`, `:`, `.` and `+`: it needs no quoting in a shell.
struct ScheduleToken: Equatable, Sendable, CustomStringConvertible {
  var schedules: Schedules
  var number: Int
  var scope: String
  var choices: [Choice]

  struct Choice: Equatable, Sendable {
    var point: Int
    var index: Int
    var of: Int
  }

  var description: String {
    let strategy: String
    switch schedules.strategy {
    case .fifo: strategy = "fifo"
    case .random(let count, let seed): strategy = "random-\(count)-\(seed)"
    case .pct(let count, let depth, let seed): strategy = "pct-\(count)-\(depth)-\(seed)"
    case .deviations(let upTo, let limit): strategy = "deviations-\(upTo)-\(limit)"
    }
    let choices = choices.map { "\($0.point).\($0.index).\($0.of)" }.joined(separator: "+")
    return "\(strategy):\(number):\(scope):\(choices)"
  }

  /// Reads a token; nil when `text` is not one.
  init?(_ text: String) {
    let fields = text.split(separator: ":", omittingEmptySubsequences: false)
    guard fields.count == 4, let number = Int(fields[1]), number >= 0, !fields[2].isEmpty else {
      return nil
    }
    let strategy = fields[0].split(separator: "-").map(String.init)
    let numbers = strategy.dropFirst().compactMap { UInt64($0) }
    guard numbers.count == strategy.count - 1 else { return nil }
    let int = numbers.map { Int(clamping: $0) }
    let parsed: Schedules
    switch (strategy.first, numbers.count) {
    case ("fifo", 0): parsed = .fifo
    case ("random", 2): parsed = .random(count: int[0], seed: numbers[1])
    case ("pct", 3): parsed = .pct(count: int[0], depth: int[1], seed: numbers[2])
    case ("deviations", 2): parsed = .deviations(upTo: int[0], limit: int[1])
    default: return nil
    }
    var parsedChoices: [Choice] = []
    for part in fields[3].split(separator: "+") {
      let values = part.split(separator: ".").compactMap { Int($0) }
      guard values.count == 3, values[0] > 0, values[1] > 0, values[2] > values[1] else {
        return nil
      }
      parsedChoices.append(Choice(point: values[0], index: values[1], of: values[2]))
    }
    self.init(
      schedules: parsed, number: number, scope: String(fields[2]), choices: parsedChoices)
  }

  init(schedules: Schedules, number: Int, scope: String, choices: [Choice]) {
    self.schedules = schedules
    self.number = number
    self.scope = scope
    self.choices = choices
  }

  /// A short, stable name for the scope at `location`: FNV-1a of its file and line, so a token
  /// replays in the scope it came from and leaves the others of the run alone.
  static func scopeID(of location: SourceCodeLocation) -> String {
    let place =
      location.testLocation.map { "\($0.fileID):\($0.line)" }
      ?? "\(location.fileID):\(location.line)"
    var hash: UInt32 = 0x811C_9DC5
    for byte in place.utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    let hex = String(hash & 0xFF_FFFF, radix: 16)
    return String(repeating: "0", count: 6 - hex.count) + hex
  }
}
