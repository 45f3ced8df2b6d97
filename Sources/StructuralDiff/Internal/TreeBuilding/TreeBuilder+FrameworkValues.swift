// Foundation and Dispatch values, each printed as its ``FrameworkDumpable`` conformance (in
// `Conformances/`) says: adding a type touches only its conformance.

extension TreeBuilder {
  /// A framework value (see ``FrameworkDumpable``), or the value that prints in its place.
  func buildFramework(_ form: DumpForm, info: TypeInfo, slot: Int, depth: Int) -> Any? {
    switch form {
    case .text(let text, let number):
      leaf(slot, text, number: number)
    case .value(let substitute):
      return substitute
    case .fields(let name, let fields):
      if composite(
        slot, .fields, open: (name ?? info.name) + "(", close: ")", depth: depth,
        children: fields.map { ($0.label, $0.value) })
      {
        inlineCandidates.insert(slot)
      }
    case .elements(let elements, let isSet):
      sequence(elements, isSet: isSet, slot: slot, depth: depth, lazy: false)
    case .entries(let entries):
      dictionary(entries.count, slot: slot, depth: depth) { body in
        for entry in entries { body(entry.key, entry.value) }
      }
    }
    return nil
  }
}
