/// Where a stored field sits in memory: inside a value's storage or an object's, at the offset
/// the runtime reported for it (``plainStoredFields(of:)``, ``compactClassFields(of:)``).
///
/// It lets the differ read a field in place, without `Mirror` boxing it, while the raw pointer
/// stays in this room. An address is only valid inside the `with…` call that made it.
package struct FieldAddress {
  @usableFromInline let raw: UnsafeRawPointer

  @usableFromInline init(_ raw: UnsafeRawPointer) {
    self.raw = raw
  }

  /// Calls `body` with the address of `value`'s own storage (not the `Any` box's); add a
  /// field's offset to reach it.
  @inlinable
  package static func withStorage(of value: Any, _ body: (FieldAddress) -> Void) {
    func bytes<T>(_ value: T) {
      withUnsafeBytes(of: value) { storage in
        // A zero-sized struct has only zero-sized fields, which any (non-null) address can
        // serve: nothing is ever loaded from it.
        body(FieldAddress(storage.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!))
      }
    }
    func read<T>(_ value: T) {
      // An `any Error` kept in an `Any` (a `Result<_, any Error>`'s payload) opens to the
      // error existential, whose bytes are a reference to the box holding the error, not the
      // error's fields: open it once more to reach the error's own storage.
      if T.self == (any Error).self, let error = value as? any Error {
        _openExistential(error, do: bytes)
      } else if T.self == Any.self {
        // An `Any` boxed in an `Any` (a generic `T` converted to `Any` where `T` is `Any`,
        // as `diff(_:_:)` of two `Any`s does): its bytes are the inner existential, not the
        // value's storage, while `type(of:)` names the value's type. Open it once more.
        // Safe: `T` is `Any` here, so the bit cast is the identity on the same layout.
        _openExistential(unsafeBitCast(value, to: Any.self), do: read)
      } else {
        bytes(value)
      }
    }
    _openExistential(value, do: read)
  }

  /// Calls `body` with the address of `object`'s storage, from which a class's field offsets
  /// count.
  @inlinable
  package static func withStorage(ofObject object: AnyObject, _ body: (FieldAddress) -> Void) {
    // Safe: `object` is retained by the caller for the whole call (`withExtendedLifetime`),
    // so the storage the address points into stays alive while `body` reads it.
    withExtendedLifetime(object) {
      body(FieldAddress(UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())))
    }
  }

  /// The address `offset` bytes further on.
  @inlinable
  package static func + (address: FieldAddress, offset: Int) -> FieldAddress {
    FieldAddress(address.raw + offset)
  }

  /// A copy of the `T` stored here.
  ///
  /// Safe only where the runtime reported a `T` stored at this address, in storage laid out as
  /// a `T` (what ``StoredField/Storage/asReported`` says; a compactly stored field is read as
  /// its shadow type): the memory then holds an initialized `T`, and copying it retains what
  /// it references.
  @inlinable
  package func load<T>(as _: T.Type) -> T {
    raw.assumingMemoryBound(to: T.self).pointee
  }
}
