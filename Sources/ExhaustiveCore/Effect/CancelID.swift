/// A cancellation id, keyed by the id's type and value, so two different empty structs never
/// collide and `"x"` the string never matches some other type's `"x"`.
///
/// Cheap to build and to copy: it keeps the id itself in one small box and renders
/// ``description`` only when a ledger or message asks for it.
package struct CancelID: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  // The id's own hash, kept so that hashing and telling ids apart (a registry's dictionary probes
  // many keys per lookup) never has to reach into the box.
  private let hash: Int
  private let box: any CancelIDBox

  package init<ID: Hashable & Sendable>(_ id: ID) {
    self.type = ObjectIdentifier(ID.self)
    self.hash = id.hashValue
    self.box = TypedCancelIDBox(id)
  }

  /// A readable rendering for ledgers and messages, e.g. `CancelDelayId()` or `"search"`.
  package var description: String { box.description }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    // Same type first: only then may `isEqual` assume both boxes hold that type.
    lhs.type == rhs.type && lhs.hash == rhs.hash
      && (lhs.box === rhs.box || lhs.box.isEqual(toSameType: rhs.box))
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(hash)
  }
}

/// The id behind a ``CancelID``, with its type erased. A class, so copying an id only retains.
private protocol CancelIDBox: AnyObject, Sendable, CustomStringConvertible {
  /// Compares with a box known to hold a value of the same type.
  func isEqual(toSameType other: any CancelIDBox) -> Bool
}

private final class TypedCancelIDBox<ID: Hashable & Sendable>: CancelIDBox {
  let id: ID

  init(_ id: ID) {
    self.id = id
  }

  func isEqual(toSameType other: any CancelIDBox) -> Bool {
    // `CancelID.==` compared the types already, so `other` is a box of this same class.
    id == unsafeDowncast(other, to: TypedCancelIDBox<ID>.self).id
  }

  var description: String {
    if let string = id as? String { return "\"\(string)\"" }
    let typeName = String(describing: ID.self)
    let mirror = Mirror(reflecting: id)
    if mirror.displayStyle == .struct, mirror.children.isEmpty { return "\(typeName)()" }
    return "\(typeName)(\(String(describing: id)))"
  }
}
