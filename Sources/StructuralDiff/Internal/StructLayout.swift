// `_forEachField(of:options:body:)` and `_MetadataKind` are the standard library's own
// reflection SPI (`ReflectionMirror.swift`), the same walk of field descriptors `Mirror` uses,
// minus the per-access demangling. They ship in every Swift 5.2+ runtime (macOS 10.15.4,
// iOS 13.4, Linux), below this package's floor. Being SPI they could change shape in a future
// toolchain; that would be a compile error here, not a silent misread.
@_spi(Reflection) import Swift

/// The stored fields of a plain struct, read straight from memory: `Mirror` demangles each
/// field's type on every access, which dominates the cost of dumping large values.
///
/// Only structs qualify whose fields are all value types (structs, enums, tuples, functions,
/// metatypes, and optionals of those): a `weak` or `unowned` field has the same reported type
/// as a strong one but different storage, and class references or existentials could hide one.
/// Every other type keeps using `Mirror`.
struct StructLayout {
  struct Field {
    let label: String
    let offset: Int
    /// Copies the field out of the struct's storage into an `Any`.
    let load: (UnsafeRawPointer) -> Any
    /// How to print the field without boxing it, for strings and scalars.
    let direct: Direct?
  }

  enum Direct {
    case string
    case scalar(ScalarFormatter)
  }

  let fields: [Field]

  init?(_ type: Any.Type) {
    guard metadataKind(of: type) == .struct, !(type is any CustomReflectable.Type) else {
      return nil
    }
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, kind in
      guard isPlainValue(fieldType, kind: kind) else { return false }
      func loader<F>(_: F.Type) -> (UnsafeRawPointer) -> Any {
        // Safe: the runtime reported an `F` stored at this offset, and `isPlainValue` excluded
        // the fields (`weak`, `unowned`) whose storage differs from their reported type.
        { $0.assumingMemoryBound(to: F.self).pointee }
      }
      let direct: Direct? =
        switch ValueKind(fieldType) {
        case .string: .string
        case .scalar(let formatter): .scalar(formatter)
        default: nil
        }
      fields.append(
        Field(
          label: String(cString: name), offset: offset,
          load: _openExistential(fieldType, do: loader), direct: direct))
      return true
    }
    guard complete else { return nil }
    self.fields = fields
  }

  /// Calls `body` with the address of `value`'s storage; add a field's `offset` to reach it.
  func withStorage(of value: Any, _ body: (UnsafeRawPointer) -> Void) {
    func read<T>(_ value: T) {
      withUnsafeBytes(of: value) { storage in
        // A zero-sized struct has only zero-sized fields, which any address can serve.
        body(storage.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!)
      }
    }
    _openExistential(value, do: read)
  }
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
