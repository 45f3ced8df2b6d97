/// Swift-literal spellings of strings for dumps.
enum StringLiteral {
  /// `"text"` with quotes, backslashes and invisible characters escaped (`\u{200B}`), so two
  /// strings that look the same print differently.
  static func singleLine(_ string: some StringProtocol) -> String {
    if !needsEscaping(string) {
      var output = "\""
      output.reserveCapacity(string.utf8.count + 2)
      output.append(contentsOf: string)
      output.append("\"")
      return output
    }
    var output = "\""
    forEachScalar(of: string) { scalar, isVisible in
      switch scalar {
      case "\"": output += "\\\""
      default: appendEscaped(scalar, isVisible: isVisible, to: &output)
      }
    }
    output += "\""
    return output
  }

  /// The escaped lines of a multi-line literal's body. A trailing newline yields a final empty
  /// line, as in Swift's `"""` literals.
  static func multilineBody(_ string: some StringProtocol) -> String {
    // Plain ASCII text is its own body: sharing its storage keeps a huge string's diff from
    // holding a second copy of it.
    if isPlainMultilineASCII(string) { return String(string) }
    var output = ""
    var quotes = 0
    forEachScalar(of: string) { scalar, isVisible in
      if scalar == "\"" {
        quotes += 1
        // A third quote in a row would close the literal.
        output += quotes == 3 ? "\\\"" : "\""
        if quotes == 3 { quotes = 0 }
        return
      }
      quotes = 0
      switch scalar {
      case "\n", "\t": output.unicodeScalars.append(scalar)
      default: appendEscaped(scalar, isVisible: isVisible, to: &output)
      }
    }
    return output
  }

  /// Whether every byte is printable ASCII, a newline or a tab, with no backslash and no three
  /// quotes in a row.
  private static func isPlainMultilineASCII(_ string: some StringProtocol) -> Bool {
    func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var quotes = 0
      for byte in bytes {
        guard byte >= 0x20 || byte == 0x0A || byte == 0x09, byte < 0x7F, byte != 0x5C else {
          return false
        }
        quotes = byte == 0x22 ? quotes + 1 : 0
        if quotes == 3 { return false }
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

  private static func appendEscaped(
    _ scalar: Unicode.Scalar, isVisible: Bool, to output: inout String
  ) {
    switch scalar {
    case "\\": output += "\\\\"
    case "\n": output += "\\n"
    case "\r": output += "\\r"
    case "\t": output += "\\t"
    case "\0": output += "\\0"
    case _ where !isVisible:
      output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: output.unicodeScalars.append(scalar)
    }
  }
}
