/// Swift-literal spellings of strings for dumps.
enum StringLiteral {
  /// `"text"` with invisible characters escaped (`\u{200B}`), so two strings that look the same
  /// print differently. A string holding a quote or a backslash prints as a raw string with
  /// enough `#`s (`#"Hello, "world!""#`), so it reads as itself and stays valid Swift.
  static func singleLine(_ string: some StringProtocol) -> String {
    if !needsEscaping(string) {
      var output = "\""
      output.reserveCapacity(string.utf8.count + 2)
      output.append(contentsOf: string)
      output.append("\"")
      return output
    }
    let hashes = String(repeating: "#", count: rawHashCount(string))
    var output = hashes + "\""
    forEachScalar(of: string) { scalar, isVisible in
      appendEscaped(scalar, isVisible: isVisible, hashes: hashes, to: &output)
    }
    output += "\"" + hashes
    return output
  }

  /// The escaped lines of a multi-line literal's body, and how many `#`s its delimiters take
  /// (`#"""`): as for one line, a body holding a quote or a backslash is raw, so `"""` inside
  /// it never closes the literal. A trailing newline yields a final empty line, as in Swift's
  /// `"""` literals.
  static func multiline(_ string: some StringProtocol) -> (body: String, hashes: Int) {
    // Plain ASCII text is its own body: sharing its storage keeps a huge string's diff from
    // holding a second copy of it.
    if isPlainMultilineASCII(string) { return (String(string), 0) }
    let count = rawHashCount(string)
    let hashes = String(repeating: "#", count: count)
    var output = ""
    forEachScalar(of: string) { scalar, isVisible in
      switch scalar {
      case "\n", "\t": output.unicodeScalars.append(scalar)
      default: appendEscaped(scalar, isVisible: isVisible, hashes: hashes, to: &output)
      }
    }
    return (output, count)
  }

  /// A multi-line body (see ``multiline(_:)``) as a one-line literal with the same `#`s: its
  /// newlines and tabs (which a one-line literal cannot hold) become `\n` and `\t` (`\#n` in a
  /// raw literal).
  static func singleLine(multilineBody body: String, hashes: Int) -> String {
    let delimiter = String(repeating: "#", count: hashes)
    var output = delimiter + "\""
    for scalar in body.unicodeScalars {
      switch scalar {
      case "\n": output += "\\" + delimiter + "n"
      case "\t": output += "\\" + delimiter + "t"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\"" + delimiter
  }

  /// How many `#`s a raw literal of `string` needs: one more than the longest run of `#`s
  /// right after a quote or a backslash (which would otherwise close the literal or start an
  /// escape), and at least one; zero when the string holds neither.
  private static func rawHashCount(_ string: some StringProtocol) -> Int {
    var needed = 0
    var run: Int?
    for byte in string.utf8 {
      if byte == UInt8(ascii: "#"), let current = run {
        run = current + 1
        needed = max(needed, current + 2)
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        run = 0
        needed = max(needed, 1)
      } else {
        run = nil
      }
    }
    return needed
  }

  /// Whether every byte is printable ASCII, a newline or a tab, with no quote and no
  /// backslash.
  private static func isPlainMultilineASCII(_ string: some StringProtocol) -> Bool {
    func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for byte in bytes {
        guard byte >= 0x20 || byte == 0x0A || byte == 0x09, byte < 0x7F, byte != 0x5C,
          byte != 0x22
        else { return false }
      }
      return true
    }
    return string.utf8.withContiguousStorageIfAvailable(check) ?? false
  }

  /// Calls `body` with each scalar of `string` and whether it shows as itself: false for
  /// ``isInvisible(_:)`` scalars, unless they join a visible non-ASCII character or an emoji
  /// (the zero-width joiner in 👨‍👩‍👧, the variation selector in ❤️, the non-joiner in Persian
  /// words), where they are part of how normal text is written.
  private static func forEachScalar(
    of string: some StringProtocol, _ body: (Unicode.Scalar, Bool) -> Void
  ) {
    for character in string {
      let scalars = character.unicodeScalars
      let base = scalars.first!
      let baseIsInvisible = isInvisible(base)
      body(base, !baseIsInvisible)
      guard scalars.count > 1 else { continue }
      let joinsText = !baseIsInvisible && (base.value >= 0x80 || base.properties.isEmoji)
      for scalar in scalars.dropFirst() {
        body(scalar, !isInvisible(scalar) || joinsText)
      }
    }
  }

  /// Scalars that print as nothing, as a blank that is not a space, or reorder the text around
  /// them: controls (C0, DEL, C1 such as U+0085), format characters (U+200B zero-width space,
  /// U+FEFF, the bidirectional controls U+202A–U+202E and U+2066–U+2069), line and paragraph
  /// separators (U+2028, U+2029), spaces other than U+0020 (U+00A0, U+3000), other
  /// default-ignorable code points (variation selectors, Hangul fillers) and unassigned code
  /// points.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x80 { return scalar.value < 0x20 || scalar.value == 0x7F }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned,
      .surrogate:
      return true
    default:
      return properties.isDefaultIgnorableCodePoint
    }
  }

  private static func needsEscaping(_ string: some StringProtocol) -> Bool {
    func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      // Non-ASCII text may hold invisible scalars: it takes the scalar-by-scalar path.
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte >= 0x7F {
        return true
      }
      return false
    }
    if let result = string.utf8.withContiguousStorageIfAvailable(check) { return result }
    return string.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }
  }

  /// Appends `scalar`, escaped when it does not show as itself. In a raw literal (`hashes`
  /// not empty) quotes and backslashes are themselves and escapes take the `#`s: `\#n`.
  private static func appendEscaped(
    _ scalar: Unicode.Scalar, isVisible: Bool, hashes: String, to output: inout String
  ) {
    let escape = "\\" + hashes
    switch scalar {
    case "\\" where hashes.isEmpty: output += "\\\\"
    case "\"" where hashes.isEmpty: output += "\\\""
    case "\n": output += escape + "n"
    case "\r": output += escape + "r"
    case "\t": output += escape + "t"
    case "\0": output += escape + "0"
    case _ where !isVisible:
      output += escape + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: output.unicodeScalars.append(scalar)
    }
  }
}
