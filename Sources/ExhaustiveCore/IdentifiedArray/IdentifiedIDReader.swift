/// Reads an element's id for an ``IdentifiedArray``.
///
/// Applying a key path to a protocol requirement (`\.id` on a generic `Identifiable` element)
/// goes through the key path runtime on every read, which costs several times the hash lookup
/// it serves; an `Identifiable` array reads `id` through this reader instead, one witness call.
@usableFromInline
protocol IdentifiedIDReader<Element, ID>: Sendable {
  associatedtype Element
  associatedtype ID
  func id(of element: Element) -> ID
}

/// Reads ids through the array's key path.
@usableFromInline
struct KeyPathIDReader<Element, ID>: IdentifiedIDReader {
  let keyPath: KeyPath<Element, ID> & Sendable

  @usableFromInline
  func id(of element: Element) -> ID { element[keyPath: keyPath] }
}

/// Reads an `Identifiable` element's `id` directly.
@usableFromInline
struct IdentifiableIDReader<Element: Identifiable>: IdentifiedIDReader {
  @usableFromInline
  func id(of element: Element) -> Element.ID { element.id }
}
