import CustomDump

/// The peer side of the differ benchmarks: swift-custom-dump 1.7.3.
enum PeerDiff {
  static func dump<T>(_ value: T) -> String {
    var output = ""
    CustomDump.customDump(value, to: &output)
    return output
  }

  static func diff<T>(_ lhs: T, _ rhs: T) -> String? {
    CustomDump.diff(lhs, rhs)
  }
}
