// Values that print as one line of text: strings (multi-line ones as literals), characters,
// scalars, object identifiers and key paths.

extension TreeBuilder {
  func buildText(_ value: Any, _ kind: ValueKind.Text, slot: Int) {
    switch kind {
    case .string:
      string(value as! String, slot: slot)
    case .substring:
      string(value as! Substring, slot: slot)
    case .character:
      leaf(slot, StringLiteral.singleLine(String(value as! Character)))
    case .scalar(let formatter):
      leaf(slot, formatter.text(value), number: formatter.number?(value) ?? .nan)
    case .objectIdentifier:
      let number = numbering.number(for: value as! ObjectIdentifier, side: side)
      leaf(slot, "ObjectIdentifier(#\(number))")
    case .keyPath:
      leaf(slot, keyPathText(value as! AnyKeyPath))
    }
  }

  func string(_ string: some StringProtocol, slot: Int) {
    guard string.utf8.contains(UInt8(ascii: "\n")) else {
      leaf(slot, StringLiteral.singleLine(string))
      nodes[slot].isString = true
      return
    }
    // A multi-line snapshot prints no number (a literal's delimiters must stay its own).
    if !snapshotNumbers.isEmpty { snapshotNumbers[slot] = nil }
    let (body, hashes) = StringLiteral.multiline(string)
    nodes[slot].kind = .multilineString
    nodes[slot].text = body
    nodes[slot].rawHashes = hashes
    // The delimiter is part of what prints.
    nodes[slot].hash = hashLeaf(.multilineString, nodes[slot].multilineOpen + body)
    nodes[slot].state = .complete
    if !nodes[slot].hasIdentity { nodes[slot].key = nodes[slot].hash }
  }
}

func keyPathText(_ keyPath: AnyKeyPath) -> String {
  let root = type(of: keyPath).rootType
  // `debugDescription` (macOS 13.3 / iOS 16.4) is within the package's floors.
  let description = keyPath.debugDescription
  let shortRoot = "\\" + _typeName(root, qualified: false)
  if description.hasPrefix(shortRoot) {
    return "\\" + typeName(root) + withoutAddresses(description.dropFirst(shortRoot.count))
  }
  return withoutAddresses(Substring(description))
}

/// A key path description without the addresses the runtime prints for components it cannot
/// name (computed properties and subscripts whose getters it cannot symbolicate):
/// `.<computed 0x00007f55… (String)>` becomes `.<computed (String)>`, the same in every run.
private func withoutAddresses(_ description: Substring) -> String {
  var output = ""
  var rest = description
  let marker = "<computed 0x"
  while let range = rest.range(of: marker) {
    output += rest[..<range.lowerBound]
    output += "<computed"
    rest = rest[range.upperBound...].drop { $0.isHexDigit }
  }
  return output + rest
}
