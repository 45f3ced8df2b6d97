/// Formats a type's name for dumps: no module prefixes, generic arguments kept, and the
/// standard library's sugar (`[Int]`, `[String: Int]`, `Int?`).
///
/// Works on the runtime's fully qualified name, which prefixes every nominal type with its
/// module, so each dotted path loses its first component. Private and local types arrive as
/// `(Name in _HASH)` and `(unknown context at $ADDR)` components; those become `Name` and
/// nothing.
func typeName(_ type: Any.Type) -> String {
  var parser = TypeNameParser(Array(_typeName(type, qualified: true).unicodeScalars))
  return parser.parseList(terminators: [])
}

/// The type a value was stored as: an existential's own type (`Any`) rather than its content's.
func declaredType(of value: Any) -> Any.Type {
  func boxedType<T>(_: T) -> Any.Type { T.self }
  return _openExistential(value, do: boxedType)
}

extension String {
  /// The name with its generic arguments left out: `Result<Int, Error>` is `Result`.
  var withoutGenericArguments: String {
    guard contains("<") else { return self }
    var output = ""
    var depth = 0
    var previous: Character = " "
    for character in self {
      switch character {
      case "<": depth += 1
      // The arrow of a function type closes nothing.
      case ">" where previous != "-": depth -= 1
      default: if depth == 0 { output.append(character) }
      }
      previous = character
    }
    return output
  }
}

private struct TypeNameParser {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
  }

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// Parses items until an unmatched terminator (not consumed) or the end.
  mutating func parseList(terminators: Set<Unicode.Scalar>) -> String {
    var output = ""
    while let scalar = current, !terminators.contains(scalar) {
      if scalar == "-", index + 1 < scalars.count, scalars[index + 1] == ">" {
        output += "->"
        index += 2
      } else if isIdentifierScalar(scalar) || scalar == "(" && isContextComponent(at: index) {
        output += parsePath()
      } else if scalar == "(" {
        index += 1
        output += "(" + parseList(terminators: [")"]) + ")"
        index += 1
      } else if scalar == "<" {
        index += 1
        output += "<" + parseList(terminators: [">"]) + ">"
        index += 1
      } else {
        output.unicodeScalars.append(scalar)
        index += 1
      }
    }
    return output
  }

  /// Parses `Module.Outer<Args>.Inner` and returns it without the module.
  mutating func parsePath() -> String {
    var components: [(name: String, arguments: [String]?)] = []
    while true {
      if current == "(" {
        components.append((parseContextComponent(), nil))
      } else {
        var name = ""
        while let scalar = current, isIdentifierScalar(scalar) {
          name.unicodeScalars.append(scalar)
          index += 1
        }
        components.append((name, nil))
      }
      if current == "<" {
        components[components.count - 1].arguments = parseGenericArguments()
      }
      guard current == ".", index + 1 < scalars.count,
        isIdentifierScalar(scalars[index + 1])
          || scalars[index + 1] == "(" && isContextComponent(at: index + 1)
      else { break }
      index += 1
    }
    let module = components.count > 1 ? components[0].name : nil
    if components.count > 1 { components.removeFirst() }
    if module == "Swift", components.count == 1, let arguments = components[0].arguments,
      let sugared = sugared(components[0].name, arguments)
    {
      return sugared
    }
    return
      components
      .filter { !$0.name.isEmpty }
      .map { component in
        guard let arguments = component.arguments else { return component.name }
        return component.name + "<" + arguments.joined(separator: ", ") + ">"
      }
      .joined(separator: ".")
  }

  /// `<A, B>` → `["A", "B"]`, from the `<` to past the `>`.
  mutating func parseGenericArguments() -> [String] {
    index += 1
    var arguments: [String] = []
    while true {
      arguments.append(parseList(terminators: [",", ">"]).trimmingSpaces())
      let isComma = current == ","
      index += 1
      guard isComma else { return arguments }
    }
  }

  /// The sugared spelling of a standard library generic type (`[Int]`, `[String: Int]`,
  /// `Int?`), or nil.
  func sugared(_ name: String, _ arguments: [String]) -> String? {
    switch (name, arguments.count) {
    case ("Array", 1):
      return "[\(arguments[0])]"
    case ("Dictionary", 2):
      return "[\(arguments[0]): \(arguments[1])]"
    case ("Optional", 1):
      let wrapped = arguments[0]
      return needsParenthesesBeforeOptional(wrapped) ? "(\(wrapped))?" : "\(wrapped)?"
    default:
      return nil
    }
  }

  /// `(Name in _HASH)` → `Name`; `(unknown context at $ADDR)` → empty.
  mutating func parseContextComponent() -> String {
    index += 1
    var inside = ""
    while let scalar = current, scalar != ")" {
      inside.unicodeScalars.append(scalar)
      index += 1
    }
    index += 1
    if inside.hasPrefix("unknown context at ") { return "" }
    if let range = inside.range(of: " in _") { return String(inside[..<range.lowerBound]) }
    return inside
  }

  func isContextComponent(at position: Int) -> Bool {
    var text = ""
    var cursor = position + 1
    while cursor < scalars.count, scalars[cursor] != ")", scalars[cursor] != "(" {
      text.unicodeScalars.append(scalars[cursor])
      cursor += 1
    }
    return text.hasPrefix("unknown context at ") || text.contains(" in _")
  }

  func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "<", ">", "(", ")", ",", ".", ":", "[", "]", " ", "-", "&", "?", "!", "@":
      return false
    default:
      return true
    }
  }
}

/// Whether `?` after `wrapped` would bind to part of it: a function type (`(() -> ())?`), a
/// composition (`(Decodable & Encodable)?`) or an `any`/`some` type. Brackets, parentheses and
/// generic arguments already delimit theirs: `[Double: Double]?`, `Box<A & B>?`.
private func needsParenthesesBeforeOptional(_ wrapped: String) -> Bool {
  if wrapped.hasPrefix("any ") || wrapped.hasPrefix("some ") { return true }
  var depth = 0
  var previous: Character = " "
  for character in wrapped {
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]": depth -= 1
    case ">" where previous != "-": depth -= 1
    case ">" where depth == 0, "&" where depth == 0: return true
    default: break
    }
    previous = character
  }
  return false
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var view = Substring(self)
    while view.first == " " { view.removeFirst() }
    while view.last == " " { view.removeLast() }
    return String(view)
  }
}
