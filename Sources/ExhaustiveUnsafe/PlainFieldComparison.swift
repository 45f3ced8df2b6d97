/// `==` on one plain (trivially copyable) stored field of a struct, read in place from two
/// values' storage: how the test store tells, without walking a whole state, which plain field
/// a step changed.
package struct PlainFieldComparison {
  private let isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// Compares the `Field` stored `offset` bytes into a value; nil unless `Field` is trivially
  /// copyable.
  ///
  /// The caller vouches that every value compared stores a `Field` at `offset`, in storage that
  /// is the field's own (not a `weak` or `unowned` reference, whose storage differs from its
  /// reported type): ``plainStoredFields(of:)`` reports only such fields.
  package init?<Field: Equatable>(plain _: Field.Type, offset: Int) {
    guard _isPOD(Field.self) else { return nil }
    isEqual = { first, second in
      (first + offset).assumingMemoryBound(to: Field.self).pointee
        == (second + offset).assumingMemoryBound(to: Field.self).pointee
    }
  }

  /// The index of the first of `fields` that differs between `before` and `after`, read where
  /// the two are stored; nil when they all agree.
  ///
  /// Both are `inout` only so that they are read in place, without copying them (a copy
  /// retains and releases every buffer they hold); neither is changed.
  package static func firstDifference<Value>(
    in fields: [PlainFieldComparison], between before: inout Value, and after: inout Value
  ) -> Int? {
    withUnsafeBytes(of: &before) { before in
      withUnsafeBytes(of: &after) { after in
        // A zero-sized value has only zero-sized fields, which any address can serve.
        guard let placeholder = UnsafeRawPointer(bitPattern: 1) else { return nil }
        let first = before.baseAddress ?? placeholder
        let second = after.baseAddress ?? placeholder
        return fields.firstIndex { !$0.isEqual(first, second) }
      }
    }
  }
}
