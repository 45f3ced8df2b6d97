import Foundation

// Foundation collections print as the Swift collections they bridge to.

/// `IndexSet([0..<3, 7])`: its ranges, a one-element range as its index.
extension IndexSet: FrameworkDumpable {
  var dumpForm: DumpForm {
    let ranges = rangeView.map { range in
      range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)..<\(range.upperBound)"
    }
    return .text("IndexSet([\(ranges.joined(separator: ", "))])")
  }
}

extension NSArray: FrameworkDumpable {
  var dumpForm: DumpForm { .elements(Array(self), isSet: false) }
}

extension NSSet: FrameworkDumpable {
  var dumpForm: DumpForm { .elements(Array(self), isSet: true) }
}

extension NSDictionary: FrameworkDumpable {
  var dumpForm: DumpForm { .entries(map { (key: $0.key, value: $0.value) }) }
}

extension NSIndexSet: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as IndexSet) }
}

extension NSIndexPath: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as IndexPath) }
}

/// Its elements in order, like an array's (it has no Swift counterpart to bridge to).
extension NSOrderedSet: FrameworkDumpable {
  var dumpForm: DumpForm { .elements(array, isSet: false) }
}
