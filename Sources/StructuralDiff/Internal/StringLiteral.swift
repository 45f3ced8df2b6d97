/// Swift-literal spellings of strings for dumps.
enum StringLiteral {
  /// `"text"` with quotes, backslashes and control characters escaped.
  static func singleLine(_ string: some StringProtocol) -> String {
    if !string.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
      return "\"" + string + "\""
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
