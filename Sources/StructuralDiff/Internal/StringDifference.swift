/// Where two long single-line strings first differ, as a comment line printed under their
/// `−`/`+` pair: two long lines alone do not show where to look.
///
/// ```
/// // First difference at character 98: "…the lazy dog, then naps" vs "…the lazy dog, then eats"
/// ```
enum StringDifference {
  /// Strings with more characters than this (on either side) get a hint.
  static let minimumLength = 80
  /// Characters of context shown on each side of the first difference.
  static let context = 20

  /// String lines longer than this many characters are cut in a diff (dumps print them whole).
  static let maximumLineLength = 1_000
  /// Changed lines one multi-line string diff prints before it summarizes the rest.
  static let maximumChangedLines = 500

  /// `line` (a quoted literal, or a line of a multi-line string's body) cut after
  /// ``maximumLineLength`` characters, with how many it leaves out:
  /// `"aaaa"… (9000 more characters)`. Escapes are never cut in half; a line of a raw
  /// multi-line body says its literal's `#`s in `bodyHashes` (its escapes are `\#n`).
  static func truncated(
    _ line: some StringProtocol, isQuoted: Bool, bodyHashes: Int = 0
  ) -> String {
    guard line.utf8.count > maximumLineLength else { return String(line) }
    let text = String(line)
    var characters = LiteralCharacters(text, isQuoted: isQuoted, bodyHashes: bodyHashes)
    let hashes = isQuoted ? rawHashCount(of: text) : bodyHashes
    var cut = text.startIndex
    for _ in 0..<maximumLineLength {
      guard let character = characters.next() else { return text }
      cut = character.upperBound
    }
    let rest = characterCount(text[cut..<characters.end], hashes: hashes)
    guard rest > 0 else { return text }
    let close = isQuoted ? "\"" + String(repeating: "#", count: hashes) : ""
    return text[..<cut] + close + "… (\(rest) more characters)"
  }

  /// The hint for two string literals as the dump prints them (quoted, escaped), or `nil` when
  /// both are short or they are the same.
  ///
  /// Counts characters of the string, not of its literal: an escape such as `\#n` is one. Walks
  /// both literals once without copying them, so a 10 MB string costs no more memory than its
  /// literal.
  static func hint(_ literalA: String, _ literalB: String) -> String? {
    // Skip the common ASCII start byte by byte, then compare characters from the last one.
    let skipped = commonASCIIStart(literalA, literalB)
    var a = LiteralCharacters(literalA, from: skipped.a.last)
    var b = LiteralCharacters(literalB, from: skipped.b.last)
    // The starts of the last `context` characters before the difference, on each side.
    var recentA = Array(skipped.a.dropLast().suffix(context))
    var recentB = Array(skipped.b.dropLast().suffix(context))
    var index = max(0, skipped.a.count - 1) + skipped.dropped
    var next: (Range<String.Index>?, Range<String.Index>?)
    while true {
      next = (a.next(), b.next())
      guard let characterA = next.0, let characterB = next.1,
        literalA[characterA] == literalB[characterB]
      else { break }
      if recentA.count == context {
        recentA.removeFirst()
        recentB.removeFirst()
      }
      recentA.append(characterA.lowerBound)
      recentB.append(characterB.lowerBound)
      index += 1
    }
    guard next.0 != nil || next.1 != nil else { return nil }
    guard
      index + a.countUpTo(minimumLength) + (next.0 == nil ? 0 : 1) > minimumLength
        || index + b.countUpTo(minimumLength) + (next.1 == nil ? 0 : 1) > minimumLength
    else { return nil }
    return "// First difference at character \(index + 1): "
      + excerpt(literalA, at: next.0, after: recentA, isCut: index > context)
      + " vs " + excerpt(literalB, at: next.1, after: recentB, isCut: index > context)
  }

  /// How many characters two literals share at their start, walked byte by byte while both are
  /// ASCII: the starts of the last `context + 1` of them on each side (the last one may join a
  /// combining mark that follows, so the caller compares from it again), and how many earlier
  /// ones were dropped from those lists.
  private static func commonASCIIStart(
    _ literalA: String, _ literalB: String
  ) -> (a: [String.Index], b: [String.Index], dropped: Int) {
    var starts: [Int] = []
    var dropped = 0
    let hashes = rawHashCount(of: literalA)
    var copyA = literalA
    var copyB = literalB
    copyA.makeContiguousUTF8()
    copyB.makeContiguousUTF8()
    if hashes == rawHashCount(of: literalB) {
      copyA.utf8.withContiguousStorageIfAvailable { a in
        copyB.utf8.withContiguousStorageIfAvailable { b in
          walkCommonASCIIStart(a, b, hashes: hashes, starts: &starts, dropped: &dropped)
        }
      }
    }
    let kept = max(0, starts.count - (context + 1))
    dropped += kept
    starts.removeFirst(kept)
    func indices(_ literal: String) -> [String.Index] {
      starts.map { literal.utf8.index(literal.utf8.startIndex, offsetBy: $0) }
    }
    return (indices(literalA), indices(literalB), dropped)
  }

  /// Walks two literals' bytes (see ``commonASCIIStart(_:_:)``), both with `hashes` `#`s.
  private static func walkCommonASCIIStart(
    _ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, hashes: Int,
    starts: inout [Int], dropped: inout Int
  ) {
    guard a.count > 2 * hashes + 1,
      b.count > 2 * hashes + 1, a[hashes] == UInt8(ascii: "\""),
      b[hashes] == UInt8(ascii: "\"")
    else { return }
    // The last byte of each body.
    let lastA = a.count - 1 - hashes
    let lastB = b.count - 1 - hashes
    /// Whether an escape starts at `offset`: a backslash and the literal's `#`s.
    func isEscape(at offset: Int) -> Bool {
      guard a[offset] == UInt8(ascii: "\\"), offset + hashes < lastA else { return false }
      for hash in 0..<hashes where a[offset + 1 + hash] != UInt8(ascii: "#") { return false }
      return true
    }
    var position = hashes + 1
    // Both literals are equal up to `position`, so one offset serves both.
    while position < lastA, position < lastB {
      var next = position + 1
      if isEscape(at: position), position + 1 + hashes < lastA {
        next = position + 1 + hashes
        if a[next] == UInt8(ascii: "u") {
          while next < lastA, a[next] != UInt8(ascii: "}") { next += 1 }
        }
        next += 1
      }
      guard next <= lastA, next <= lastB else { break }
      var isSame = true
      for offset in position..<next where a[offset] >= 0x80 || a[offset] != b[offset] {
        isSame = false
        break
      }
      guard isSame else { break }
      if starts.count == 2 * (context + 1) {
        // Keeps the list short without shifting it at every character.
        starts.removeFirst(context + 1)
        dropped += context + 1
      }
      starts.append(position)
      position = next
    }
  }

  /// The characters of a literal's body, an escape (`\n`, or `\#n` in a raw literal with one
  /// `#`) counting as one.
  private static func characterCount(_ body: Substring, hashes: Int) -> Int {
    var extra = 0
    var bytes = body.utf8.makeIterator()
    outer: while let byte = bytes.next() {
      guard byte == UInt8(ascii: "\\") else { continue }
      for _ in 0..<hashes {
        guard bytes.next() == UInt8(ascii: "#") else { continue outer }
        extra += 1
      }
      guard let escaped = bytes.next() else { continue }
      extra += 1
      if escaped == UInt8(ascii: "u") {
        while let digit = bytes.next() {
          extra += 1
          if digit == UInt8(ascii: "}") { break }
        }
      }
    }
    return body.count - extra
  }

  /// A quoted slice of up to `context` characters each side of the difference at `difference`
  /// (`nil`: the end), with `…` where it cuts the string.
  private static func excerpt(
    _ literal: String, at difference: Range<String.Index>?, after recent: [String.Index],
    isCut: Bool
  ) -> String {
    let body = LiteralCharacters(literal)
    let start = recent.first ?? difference?.lowerBound ?? body.end
    var end = difference?.lowerBound ?? body.end
    var rest = LiteralCharacters(literal, from: end)
    for _ in 0..<context {
      guard let character = rest.next() else { break }
      end = character.upperBound
    }
    let isCutAtEnd = rest.next() != nil
    let hashes = String(repeating: "#", count: rawHashCount(of: literal))
    return hashes + "\"" + (isCut ? "…" : "") + literal[start..<end] + (isCutAtEnd ? "…" : "")
      + "\"" + hashes
  }
}

/// How many `#`s delimit a quoted literal: 0 for `"text"`, 1 for `#"text"#`.
private func rawHashCount(of literal: String) -> Int {
  var count = 0
  for byte in literal.utf8 {
    guard byte == UInt8(ascii: "#") else { break }
    count += 1
  }
  return count
}

/// The characters of a string literal's body, one escape sequence counting as one; a text
/// that is not a quoted literal is read character by character. A raw literal (`#"…"#`) has
/// its `#`s in its escapes too (`\#n`); a backslash alone is a character.
private struct LiteralCharacters {
  private let literal: String
  private var position: String.Index
  let end: String.Index
  private let hashes: Int

  /// `bodyHashes`: the `#`s of the literal an unquoted text (a multi-line body's line) is in.
  init(
    _ literal: String, from start: String.Index? = nil, isQuoted: Bool? = nil,
    bodyHashes: Int = 0
  ) {
    self.literal = literal
    let hashes = rawHashCount(of: literal)
    let delimiter = String(repeating: "#", count: hashes)
    let isQuoted =
      isQuoted
      ?? (literal.utf8.count >= 2 + 2 * hashes && literal.hasPrefix(delimiter + "\"")
        && literal.hasSuffix("\"" + delimiter))
    self.hashes = isQuoted ? hashes : bodyHashes
    end =
      isQuoted
      ? literal.utf8.index(literal.endIndex, offsetBy: -(1 + self.hashes)) : literal.endIndex
    position =
      start
      ?? (isQuoted
        ? literal.utf8.index(literal.startIndex, offsetBy: 1 + self.hashes) : literal.startIndex)
  }

  /// The next character's range in the literal.
  mutating func next() -> Range<String.Index>? {
    guard position < end else { return nil }
    var next = literal.index(after: position)
    if literal[position] == "\\", next < end, hashes == 0 || isHashes(from: next) {
      next = literal.utf8.index(next, offsetBy: hashes)
      guard next < end else {
        defer { position = end }
        return position..<end
      }
      if literal[next] == "u", let close = literal[next..<end].firstIndex(of: "}") {
        next = literal.index(after: close)
      } else {
        next = literal.index(after: next)
      }
    }
    defer { position = next }
    return position..<next
  }

  /// Whether the literal's `#`s follow at `index` (making the backslash before an escape).
  private func isHashes(from index: String.Index) -> Bool {
    var index = index
    for _ in 0..<hashes {
      guard index < end, literal.utf8[index] == UInt8(ascii: "#") else { return false }
      index = literal.utf8.index(after: index)
    }
    return true
  }

  /// How many characters remain, counting no further than `limit`.
  mutating func countUpTo(_ limit: Int) -> Int {
    var count = 0
    while count < limit, next() != nil { count += 1 }
    return count
  }
}
