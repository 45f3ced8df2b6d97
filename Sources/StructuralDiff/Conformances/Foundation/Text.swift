import Foundation

// Text prints as a string; a character set as its name or its ranges.

extension NSString: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as String) }
}

/// A named set by its name (`CharacterSet.whitespaces`), any other by its ranges of scalars,
/// `CharacterSet(["a"..."c", "x"])`: every range, so two sets that differ never print alike.
extension CharacterSet: FrameworkDumpable {
  var dumpForm: DumpForm {
    for (name, set) in namedCharacterSets where set == self {
      return .text("CharacterSet.\(name)")
    }
    let ranges = scalarRanges(of: self).map { range in
      let lower = StringLiteral.singleLine(String(Character(range.lowerBound)))
      guard range.lowerBound != range.upperBound else { return lower }
      return lower + "..." + StringLiteral.singleLine(String(Character(range.upperBound)))
    }
    return .text("CharacterSet([\(ranges.joined(separator: ", "))])")
  }
}

private let namedCharacterSets: [(String, CharacterSet)] = [
  ("alphanumerics", .alphanumerics), ("capitalizedLetters", .capitalizedLetters),
  ("controlCharacters", .controlCharacters), ("decimalDigits", .decimalDigits),
  ("decomposables", .decomposables), ("illegalCharacters", .illegalCharacters),
  ("letters", .letters), ("lowercaseLetters", .lowercaseLetters), ("newlines", .newlines),
  ("nonBaseCharacters", .nonBaseCharacters), ("punctuationCharacters", .punctuationCharacters),
  ("symbols", .symbols), ("uppercaseLetters", .uppercaseLetters),
  ("whitespaces", .whitespaces), ("whitespacesAndNewlines", .whitespacesAndNewlines),
  // Some of these are equal sets (query and fragment): the first name listed wins.
  ("urlQueryAllowed", .urlQueryAllowed), ("urlPathAllowed", .urlPathAllowed),
  ("urlHostAllowed", .urlHostAllowed), ("urlUserAllowed", .urlUserAllowed),
  ("urlPasswordAllowed", .urlPasswordAllowed), ("urlFragmentAllowed", .urlFragmentAllowed),
]

/// The set's scalars as closed ranges, read from its bitmap: 8,192 bytes for plane 0, then a
/// plane number and 8,192 bytes for each other plane it touches. A range's bounds skip the
/// surrogate code points, which are not scalars.
private func scalarRanges(of set: CharacterSet) -> [ClosedRange<Unicode.Scalar>] {
  let bitmap = [UInt8](set.bitmapRepresentation)
  var ranges: [ClosedRange<UInt32>] = []
  var start: UInt32?
  /// Adds a run of members; one that continues the last run (across planes) extends it.
  func add(_ run: ClosedRange<UInt32>) {
    if let last = ranges.last, last.upperBound + 1 == run.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound...run.upperBound
    } else {
      ranges.append(run)
    }
  }
  func scan(plane: UInt32, from offset: Int) {
    let base = plane << 16
    for byteIndex in 0..<8192 where offset + byteIndex < bitmap.count {
      let byte = bitmap[offset + byteIndex]
      if byte == 0 && start == nil || byte == 0xFF && start != nil { continue }
      for bit in 0..<8 {
        let value = base + UInt32(byteIndex * 8 + bit)
        if byte & (1 << bit) != 0 {
          if start == nil { start = value }
        } else if let first = start {
          start = nil
          add(first...(value - 1))
        }
      }
    }
    if let first = start {
      start = nil
      add(first...(base + 0xFFFF))
    }
  }
  scan(plane: 0, from: 0)
  var offset = 8192
  while offset < bitmap.count {
    scan(plane: UInt32(bitmap[offset]), from: offset + 1)
    offset += 8193
  }
  return ranges.compactMap { range in
    let lower = (0xD800...0xDFFF).contains(range.lowerBound) ? 0xE000 : range.lowerBound
    let upper = (0xD800...0xDFFF).contains(range.upperBound) ? 0xD7FF : range.upperBound
    guard lower <= upper, let first = Unicode.Scalar(lower), let last = Unicode.Scalar(upper)
    else { return nil }
    return first...last
  }
}

/// An attributed string prints as its string: its attributes are styling, and on Linux its
/// storage is a `_CFInfo` and an opaque pointer.
extension NSAttributedString: FrameworkDumpable {
  var dumpForm: DumpForm { .value(string) }
}

/// As its characters, like `NSAttributedString` (its mirror shows the rope that stores them).
extension AttributedString: FrameworkDumpable {
  var dumpForm: DumpForm { .value(String(characters)) }
}

extension NSCharacterSet: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as CharacterSet) }
}

/// `NSRegularExpression(pattern: "a+", options: [])`: what it matches, as its initializer takes it.
extension NSRegularExpression: FrameworkDumpable {
  var dumpForm: DumpForm {
    .fields(name: "NSRegularExpression", [("pattern", pattern), ("options", options)])
  }
}
