@_spi(Reflection) import Swift

/// Stores `value` in `object`'s stored property `name` for the time of `body`, bypassing its
/// setter (no `didSet`, no observers told), and puts the old value back; nil, without calling
/// `body`, when the property cannot be written that way.
///
/// The model harness asks it which stored property a key path reads, when several hold the
/// same value: the property the key path then reads `value` from is the one. Only a property
/// whose type is exactly `Value`, stored as that type, qualifies: not a `weak` or `unowned`
/// reference (the runtime reports the same type for them, stored differently), so never an
/// optional of a class or of an existential, and not a compactly stored one.
package func withStoredProperty<Value, Result>(
  named name: String, of object: AnyObject, temporarilySetTo value: Value,
  _ body: () -> Result
) -> Result? {
  if let optional = Value.self as? any OptionalProbe.Type {
    switch metadataKind(of: optional.wrappedType) {
    case .class, .existential, .objcClassWrapper, .foreignClass: return nil
    default: break
    }
  }
  var offset: Int?
  // `.classType` (raw value 1 in `ReflectionMirror.swift`), as in `compactClassFields(of:)`.
  let classType = _EachFieldOptions(rawValue: 1 << 0)
  _forEachField(of: type(of: object), options: classType) {
    fieldName, fieldOffset, fieldType, kind in
    guard String(cString: fieldName) == name else { return true }
    if fieldType == Value.self, kind != .tuple { offset = fieldOffset }
    return false
  }
  guard let offset else { return nil }
  // Safe: the runtime reported a `Value` stored at `offset` in the object's storage (not weak,
  // not compact: checked above), the object stays alive for the whole call, and the harness
  // calls this on the main actor, where the model lives, so nothing else reads or writes the
  // property meanwhile. The old value is moved out and back in, so nothing is retained twice
  // or leaked.
  return withExtendedLifetime(object) {
    let field = (UnsafeMutableRawPointer(Unmanaged.passUnretained(object).toOpaque()) + offset)
      .assumingMemoryBound(to: Value.self)
    let saved = field.move()
    field.initialize(to: value)
    defer {
      field.deinitialize(count: 1)
      field.initialize(to: saved)
    }
    return body()
  }
}

/// The wrapped type of an `Optional` type.
private protocol OptionalProbe {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalProbe {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}
