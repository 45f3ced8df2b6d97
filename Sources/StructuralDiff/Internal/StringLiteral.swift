/// Swift-literal spellings of strings for dumps.
enum StringLiteral {
  /// `"text"` with quotes, backslashes and control characters escaped.
  static func singleLine(_ string: some StringProtocol) -> String {
    if !needsEscaping(string) {
      var output = "\""
      output.reserveCapacity(string.utf8.count + 2)
      output.append(contentsOf: string)
      output.append("\"")
      return output
    }
    var output = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      default: appendEscaped(scalar, to: &output)
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
    for scalar in string.unicodeScalars {
      if scalar == "\"" {
        quotes += 1
        // A third quote in a row would close the literal.
        output += quotes == 3 ? "\\\"" : "\""
        if quotes == 3 { quotes = 0 }
        continue
      }
      quotes = 0
      switch scalar {
      case "\n", "\t": output.unicodeScalars.append(scalar)
      default: appendEscaped(scalar, to: &output)
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

  private static func needsEscaping(_ string: some StringProtocol) -> Bool {
    func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
        return true
      }
      return false
    }
    if let result = string.utf8.withContiguousStorageIfAvailable(check) { return result }
    return string.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }
  }

  private static func appendEscaped(_ scalar: Unicode.Scalar, to output: inout String) {
    switch scalar {
    case "\\": output += "\\\\"
    case "\n": output += "\\n"
    case "\r": output += "\\r"
    case "\t": output += "\\t"
    case "\0": output += "\\0"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: output.unicodeScalars.append(scalar)
    }
  }
}
