import StructuralDiff

/// Our side of the differ benchmarks: StructuralDiff.
enum OurDiff {
  static func dump<T>(_ value: T) -> String {
    var output = ""
    StructuralDiff.customDump(value, to: &output)
    return output
  }

  static func diff<T>(_ lhs: T, _ rhs: T) -> String? {
    StructuralDiff.diff(lhs, rhs)
  }
}
