import ExhaustiveUnsafe

/// The stored fields of a plain struct, read straight from memory: `Mirror` demangles each
/// field's type on every access, which dominates the cost of dumping large values.
///
/// Only structs qualify whose fields are all value types (structs, enums, tuples, functions,
/// metatypes, and optionals of those): a `weak` or `unowned` field has the same reported type
/// as a strong one but different storage, and class references or existentials could hide one.
/// Fields stored more compactly than their type's metadata says (metatypes that take no bytes,
/// and tuples and optionals holding them; see ``StoredField/Storage``) are rebuilt rather than
/// read as their type. Every other type keeps using `Mirror`.
struct StructLayout {
  struct Field {
    let label: String
    let offset: Int
    /// The field's type (what a leaf printed from it hashes with).
    let type: Any.Type
    /// Copies the field out of the struct's storage into an `Any`.
    let load: (FieldAddress) -> Any
    /// How to print the field without boxing it, for strings and scalars.
    let direct: Direct?
  }

  enum Direct {
    case string
    case scalar(ScalarFormatter)
  }

  let fields: [Field]

  init?(_ type: Any.Type) {
    guard !(type is any CustomReflectable.Type), let stored = plainStoredFields(of: type) else {
      return nil
    }
    // Macro storage (`_$id`) never prints.
    fields = stored.filter { !isMacroStorage($0.name) }.map { field in
      // The runtime reported an `F` stored at this offset, `plainStoredFields` excluded the
      // fields (`weak`, `unowned`) whose storage differs from their reported type, and
      // reported the compactly stored ones, handled below: what `FieldAddress.load` requires.
      func loader<F>(_: F.Type) -> (FieldAddress) -> Any {
        { $0.load(as: F.self) }
      }
      switch field.storage {
      case .asReported:
        let direct: Direct? =
          switch ValueKind(field.type) {
          case .text(.string): .string
          case .text(.scalar(let formatter)): .scalar(formatter)
          default: nil
          }
        return Field(
          label: field.name, offset: field.offset, type: field.type,
          load: _openExistential(field.type, do: loader), direct: direct)
      case .singleton(let instance):
        // An `Any` holding the metatype `instance` (its dynamic type is `field.type`).
        let value: Any = instance
        return Field(
          label: field.name, offset: field.offset, type: field.type, load: { _ in value },
          direct: nil)
      case .compact(let shadow):
        // Read as the shadow type, which has the layout the compiler gave the field.
        let readShadow = _openExistential(shadow, do: loader)
        let type = field.type
        return Field(
          label: field.name, offset: field.offset, type: type,
          load: { realize(readShadow($0), as: type) }, direct: nil)
      }
    }
  }
}
