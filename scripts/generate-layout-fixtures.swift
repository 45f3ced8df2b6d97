// Writes Tests/StructuralDiffTests/Support/LayoutFixtures.swift: structs whose stored
// properties mix every kind of field the struct-layout fast path reads (zero-sized ones,
// metatypes that take no bytes, existential and class metatypes, tuples holding such
// metatypes, thin and C functions, closures, optionals, enums, nested and generic structs),
// in seeded random orders, with the dump each field must print.
//
//   swift scripts/generate-layout-fixtures.swift > Tests/StructuralDiffTests/Support/LayoutFixtures.swift
//
// The seed is fixed, so the file only changes when this script does.

struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// One kind of field: its type, and for a number `n` its initial value and its dump (lines
/// joined with `\n`, without indentation); `mirrorSafe` when `Mirror` reads it correctly.
struct Kind {
  var type: String
  var value: (Int) -> String
  var dump: (Int) -> String
  var mirrorSafe = true
}

func lines(_ parts: String...) -> String { parts.joined(separator: "\n") }

let kinds: [Kind] = [
  Kind(type: "Int", value: { "\($0)" }, dump: { "\($0)" }),
  Kind(type: "Int8", value: { "\($0 % 100)" }, dump: { "\($0 % 100)" }),
  Kind(
    type: "Bool", value: { $0 % 2 == 0 ? "true" : "false" },
    dump: { $0 % 2 == 0 ? "true" : "false" }),
  Kind(type: "String", value: { "\"s\($0)\"" }, dump: { "\"s\($0)\"" }),
  Kind(type: "Double", value: { "\($0).5" }, dump: { "\($0).5" }),
  Kind(type: "Int.Type", value: { _ in "Int.self" }, dump: { _ in "Int.self" }, mirrorSafe: false),
  Kind(
    type: "String.Type", value: { _ in "String.self" }, dump: { _ in "String.self" },
    mirrorSafe: false),
  Kind(
    type: "FuzzEnum.Type", value: { _ in "FuzzEnum.self" }, dump: { _ in "FuzzEnum.self" },
    mirrorSafe: false),
  Kind(type: "Any.Type", value: { _ in "Bool.self" }, dump: { _ in "Bool.self" }),
  Kind(
    type: "any FuzzProtocol.Type", value: { _ in "FuzzConformer.self" },
    dump: { _ in "FuzzConformer.self" }),
  Kind(type: "FuzzClass.Type", value: { _ in "FuzzClass.self" }, dump: { _ in "FuzzClass.self" }),
  Kind(type: "Int.Type?", value: { _ in "Int.self" }, dump: { _ in "Int.self" }, mirrorSafe: false),
  Kind(
    type: "String.Type??", value: { _ in ".some(nil)" }, dump: { _ in "nil" }, mirrorSafe: false),
  Kind(
    type: "(Int.Type, Int)?", value: { "(Int.self, \($0))" },
    dump: { lines("(", "  Int.self,", "  \($0)", ")") }, mirrorSafe: false),
  Kind(type: "()", value: { _ in "()" }, dump: { _ in "()" }),
  Kind(type: "FuzzEmpty", value: { _ in "FuzzEmpty()" }, dump: { _ in "FuzzEmpty()" }),
  Kind(
    type: "(Int.Type, Int)", value: { "(Int.self, \($0))" },
    dump: { lines("(", "  Int.self,", "  \($0)", ")") }, mirrorSafe: false),
  Kind(
    type: "(Int8, String.Type, String)", value: { "(\($0 % 100), String.self, \"t\($0)\")" },
    dump: { lines("(", "  \($0 % 100),", "  String.self,", "  \"t\($0)\"", ")") },
    mirrorSafe: false),
  Kind(
    type: "((Int.Type, Int8), Bool.Type, Int)",
    value: { "((Int.self, \($0 % 100)), Bool.self, \($0))" },
    dump: {
      lines("(", "  (", "    Int.self,", "    \($0 % 100)", "  ),", "  Bool.self,", "  \($0)", ")")
    },
    mirrorSafe: false),
  Kind(
    type: "(Int, String)", value: { "(\($0), \"u\")" },
    dump: { lines("(", "  \($0),", "  \"u\"", ")") }),
  Kind(
    type: "@convention(thin) () -> Void", value: { _ in "{}" },
    dump: { _ in "@convention(thin) () -> ()" }),
  Kind(
    type: "@convention(c) (Int32) -> Int32", value: { _ in "{ $0 }" },
    dump: { _ in "@convention(c) (Int32) -> Int32" }),
  Kind(type: "(Int) -> Int", value: { _ in "{ $0 }" }, dump: { _ in "(Int) -> Int" }),
  Kind(
    type: "FuzzEnum", value: { $0 % 2 == 0 ? ".a" : ".b" },
    dump: { $0 % 2 == 0 ? "FuzzEnum.a" : "FuzzEnum.b" }),
  // An enum's payload goes through `Mirror`, which misreads a tuple payload holding such a
  // metatype (`case pair(String.Type, Int)`) inside the runtime: only a lone one is covered.
  Kind(
    type: "FuzzPayload", value: { _ in ".meta(Int.self)" },
    dump: { _ in "FuzzPayload.meta(Int.self)" }),
  Kind(
    type: "FuzzInner", value: { "FuzzInner(meta: Int.self, n: \($0))" },
    dump: { lines("FuzzInner(", "  meta: Int.self,", "  n: \($0)", ")") }),
  Kind(
    type: "FuzzBox<(Int.Type, Int)>", value: { "FuzzBox(value: (Int.self, \($0)))" },
    dump: {
      lines("FuzzBox<(Int.Type, Int)>(", "  value: (", "    Int.self,", "    \($0)", "  )", ")")
    }),
  Kind(
    type: "FuzzBox<Int.Type>", value: { _ in "FuzzBox(value: Int.self)" },
    dump: { _ in lines("FuzzBox<Int.Type>(", "  value: Int.self", ")") }),
  Kind(type: "[Int]", value: { "[\($0)]" }, dump: { lines("[", "  \($0),", "]") }),
]

var random = SplitMix64(state: 16)
var output = """
  // Generated by scripts/generate-layout-fixtures.swift; do not edit.
  // swift-format-ignore-file

  protocol FuzzProtocol {}
  struct FuzzConformer: FuzzProtocol {}
  final class FuzzClass {}
  struct FuzzEmpty {}
  enum FuzzEnum { case a, b }
  enum FuzzPayload {
    case meta(Int.Type)
    case none
  }
  struct FuzzInner {
    var meta: Int.Type
    var n: Int
  }
  struct FuzzBox<T> {
    var value: T
  }


  """
var cases: [String] = []
for index in 0..<40 {
  let count = 1 + random.below(8)
  var fields: [String] = []
  var expectations: [String] = []
  for field in 0..<count {
    let kind = kinds[random.below(kinds.count)]
    let n = random.below(1000)
    fields.append("  var f\(field): \(kind.type) = \(kind.value(n))")
    var dump = ""
    for character in kind.dump(n) {
      switch character {
      case "\\": dump += "\\\\"
      case "\"": dump += "\\\""
      case "\n": dump += "\\n"
      default: dump.append(character)
      }
    }
    expectations.append("    (\"f\(field)\", \"\(dump)\", \(kind.mirrorSafe)),")
  }
  output += "struct Fuzz\(index) {\n" + fields.joined(separator: "\n") + "\n}\n\n"
  cases.append(
    "  LayoutCase(\n    value: Fuzz\(index)(), name: \"Fuzz\(index)\",\n    fields: [\n"
      + expectations.joined(separator: "\n") + "\n    ]),")
}
output +=
  "func layoutCases() -> [LayoutCase] {\n  [\n" + cases.joined(separator: "\n") + "\n  ]\n}\n"
print(output, terminator: "")
