/// A cancellation id, keyed by the id's type and value, so two different empty structs never
/// collide and `"x"` the string never matches some other type's `"x"`.
///
/// Cheap to build and to copy: it keeps the id itself in one small box and renders
/// ``description`` only when a ledger or message asks for it.
@usableFromInline
package struct CancelID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let type: ObjectIdentifier
  // The id's own hash, kept so that hashing and telling ids apart (a registry's dictionary probes
  // many keys per lookup) never has to reach into the box.
  @usableFromInline let hash: Int
  @usableFromInline let box: any CancelIDBox

  /// Inlinable, so the box is made in the caller's module with its type known there.
  @inlinable
  package init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.hash = id.hashValue
    self.box = TypedCancelIDBox(id)
  }

  /// A readable rendering for ledgers and messages, e.g. `CancelDelayId()` or `"search"`.
  @usableFromInline
  package var description: String { box.description }

  @usableFromInline
  package static func == (lhs: Self, rhs: Self) -> Bool {
    // Same type first: only then may `isEqual` assume both boxes hold that type.
    lhs.type == rhs.type && lhs.hash == rhs.hash
      && (lhs.box === rhs.box || lhs.box.isEqual(toSameType: rhs.box))
  }

  @usableFromInline
  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(hash)
  }
}

/// The id behind a ``CancelID``, with its type erased. A class, so copying an id only retains.
@usableFromInline
protocol CancelIDBox: AnyObject, Sendable, CustomStringConvertible {
  /// Compares with a box known to hold a value of the same type.
  func isEqual(toSameType other: any CancelIDBox) -> Bool
}

@usableFromInline
final class TypedCancelIDBox<ID: Hashable & Sendable>: CancelIDBox {
  @usableFromInline let id: ID

  @inlinable
  init(_ id: ID) {
    self.id = id
  }

  @usableFromInline
  func isEqual(toSameType other: any CancelIDBox) -> Bool {
    // `CancelID.==` compared the types already, so `other` is a box of this same class.
    id == unsafeDowncast(other, to: TypedCancelIDBox<ID>.self).id
  }

  @usableFromInline
  var description: String {
    if let string = id as? String { return "\"\(string)\"" }
    let typeName = String(describing: ID.self)
    let mirror = Mirror(reflecting: id)
    if mirror.displayStyle == .struct, mirror.children.isEmpty { return "\(typeName)()" }
    return "\(typeName)(\(String(describing: id)))"
  }
}
