// `_forEachField(of:options:body:)` and `_MetadataKind` are the standard library's own
// reflection SPI (`ReflectionMirror.swift`), the same walk of field descriptors `Mirror` uses,
// minus the per-access demangling. They ship in every Swift 5.2+ runtime (macOS 10.15.4,
// iOS 13.4, Linux), below this package's floor. Being SPI they could change shape in a future
// toolchain; that would be a compile error here, not a silent misread.
@_spi(Reflection) import Swift

/// A stored property of a struct: its name, where it sits in the struct's storage, and its type.
package struct StoredField {
  /// The property's name.
  package let name: String
  /// The byte offset of the property in the struct's storage.
  package let offset: Int
  /// The property's type, as stored.
  package let type: Any.Type
}

/// The stored properties of `type`, in declaration order, when it is a struct whose properties
/// can all be read as the type the runtime reports for them; nil otherwise.
///
/// Only value-typed properties qualify (structs, enums, tuples, functions, metatypes, and
/// optionals of those): a `weak` or `unowned` property reports the same type as a strong one but
/// is stored differently, and a class reference or an existential could hide one.
package func plainStoredFields(of type: Any.Type) -> [StoredField]? {
  guard metadataKind(of: type) == .struct else { return nil }
  var fields: [StoredField] = []
  let complete = _forEachField(of: type) { name, offset, fieldType, kind in
    guard isPlainValue(fieldType, kind: kind) else { return false }
    fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType))
    return true
  }
  return complete ? fields : nil
}

private struct KindProbe<T> {
  var value: T
}

/// The runtime metadata kind of `type`, read through a one-field probe struct.
private func metadataKind(of type: Any.Type) -> _MetadataKind {
  func probe<T>(_: T.Type) -> _MetadataKind {
    var kind = _MetadataKind.unknown
    _forEachField(of: KindProbe<T>.self) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
  return _openExistential(type, do: probe)
}

private func isPlainValue(_ type: Any.Type, kind: _MetadataKind) -> Bool {
  switch kind {
  case .struct, .enum, .tuple, .function, .metatype, .existentialMetatype:
    return true
  case .optional:
    guard let wrapped = (type as? any OptionalDumpable.Type)?.wrappedTypeForDump else {
      return false
    }
    return isPlainValue(wrapped, kind: metadataKind(of: wrapped))
  default:
    return false
  }
}
