// Stored properties that are storage, not state, and never print (in dumps, in diffs, in
// snapshots of objects), unless a custom mirror lists them:
//
// - Macro storage, a property labelled `_$…` in a type of any kind: Observation's
//   `_$observationRegistrar` (in a struct too), TCA's `_$id`, Perception's
//   `_$perceptionRegistrar`. What a user writes cannot start with `_$`.
// - Foundation's own storage: a field of a type declared in a Foundation module (or Dispatch)
//   whose label starts with `_` (`_cfinfo`, `_string`, `_components`) or whose value is a
//   pointer. The types with a Swift value counterpart print as that value (see
//   `Conformances/Foundation/`); the rest print what is left: their public-looking properties.

/// Whether a stored property labelled `label` is macro storage.
func isMacroStorage(_ label: String?) -> Bool {
  guard let label else { return false }
  return label.utf8.starts(with: "_$".utf8)
}

/// Whether `type` is declared in one of the Foundation modules (corelibs and swift-foundation)
/// or in Dispatch (which Foundation's classes hold: a `DispatchGroup` is an opaque pointer),
/// whose stored fields are storage rather than the value.
func isFrameworkType(_ type: Any.Type) -> Bool {
  let name = _typeName(type, qualified: true)
  guard let dot = name.firstIndex(of: ".") else { return false }
  let module = name[..<dot]
  return module.hasPrefix("Foundation") || module.hasPrefix("_Foundation")
    || module == "Dispatch"
}

/// Whether a child of a mirror that reflects a type's storage (not a custom mirror) is left
/// out of what prints.
func isHiddenField(_ label: String?, _ value: Any, isFoundation: Bool) -> Bool {
  if isMacroStorage(label) { return true }
  guard isFoundation else { return false }
  if let label, label.hasPrefix("_") { return true }
  return isPointer(type(of: value))
}

/// The children of a storage mirror (not a custom one, which lists what it means to print)
/// that print; `isFramework` is ``isFrameworkType(_:)`` of the mirror's subject type.
func visibleChildren(of mirror: Mirror, isFramework: Bool) -> [Mirror.Child] {
  mirror.children.filter { !isHiddenField($0.label, $0.value, isFoundation: isFramework) }
}

/// Pointers (optional or not) and `Unmanaged` references: addresses that differ from run to run.
private func isPointer(_ type: Any.Type) -> Bool {
  var name = Substring(_typeName(type, qualified: true))
  while name.hasPrefix("Swift.Optional<"), name.hasSuffix(">") {
    name = name.dropFirst("Swift.Optional<".count).dropLast()
  }
  if name == "Swift.OpaquePointer" || name.hasPrefix("Swift.Unmanaged<") { return true }
  return name.hasPrefix("Swift.Unsafe") && name.contains("Pointer")
    || name.hasPrefix("Swift.AutoreleasingUnsafeMutablePointer<")
}
