/// A seeded, deterministic generator (SplitMix64), so property-test failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// Random nested values: structs, enums (with and without payloads, nested, indirect), arrays,
/// dictionaries, sets, optionals and strings (some multi-line).
struct Record: Equatable {
  var name: String
  var count: Int
  var flag: Bool?
  var kind: Kind
  var tags: [String: Int]
  var numbers: Set<Int>
  var children: [Record]
}

indirect enum Kind: Equatable {
  case none
  case text(String)
  case pair(Int, label: String)
  case nested(Record)
}

extension Record {
  static func random(using generator: inout SeededGenerator, depth: Int = 0) -> Record {
    Record(
      name: randomString(using: &generator),
      count: Int.random(in: -3...3, using: &generator),
      flag: [true, false, nil].randomElement(using: &generator)!,
      kind: Kind.random(using: &generator, depth: depth),
      tags: Dictionary(
        uniqueKeysWithValues: (0..<Int.random(in: 0...3, using: &generator)).map {
          ("k\($0 * 7 % 5)", Int.random(in: 0...9, using: &generator))
        }),
      numbers: Set(
        (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Int.random(in: 0...20, using: &generator)
        }),
      children: depth >= 2
        ? []
        : (0..<Int.random(in: 0...4, using: &generator)).map { _ in
          Record.random(using: &generator, depth: depth + 1)
        }
    )
  }

  /// A copy with one to three random edits somewhere inside.
  func mutated(using generator: inout SeededGenerator) -> Record {
    var copy = self
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      copy.mutate(using: &generator, depth: 0)
    }
    return copy
  }

  private mutating func mutate(using generator: inout SeededGenerator, depth: Int) {
    if !children.isEmpty, Int.random(in: 0...2, using: &generator) == 0 {
      let index = Int.random(in: 0..<children.count, using: &generator)
      children[index].mutate(using: &generator, depth: depth + 1)
      return
    }
    switch Int.random(in: 0...9, using: &generator) {
    case 0: name = Record.randomString(using: &generator)
    case 1: count += 1
    case 2: flag = flag == nil ? true : nil
    case 3: kind = Kind.random(using: &generator, depth: depth)
    case 4:
      tags["k\(Int.random(in: 0...6, using: &generator))"] = Int.random(
        in: 0...9, using: &generator)
    case 5: numbers.formSymmetricDifference([Int.random(in: 0...20, using: &generator)])
    case 6 where !children.isEmpty:
      children.remove(at: Int.random(in: 0..<children.count, using: &generator))
    case 7 where children.count > 1:
      children.swapAt(0, children.count - 1)
    case 8:
      children.insert(
        Record.random(using: &generator, depth: 2),
        at: Int.random(in: 0...children.count, using: &generator))
    default: name += "!"
    }
  }

  static func randomString(using generator: inout SeededGenerator) -> String {
    let words = ["milk", "eggs", "a \"quote\"", "back\\slash", "", "line\nbreak", "x\ny\nz\n", "é"]
    return words.randomElement(using: &generator)!
  }
}

extension Kind {
  static func random(using generator: inout SeededGenerator, depth: Int) -> Kind {
    switch Int.random(in: 0...(depth >= 2 ? 2 : 3), using: &generator) {
    case 0: .none
    case 1: .text(Record.randomString(using: &generator))
    case 2:
      .pair(Int.random(in: 0...5, using: &generator), label: Record.randomString(using: &generator))
    default: .nested(Record.random(using: &generator, depth: depth + 1))
    }
  }
}
