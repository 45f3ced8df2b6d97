/// An identified array of `Identifiable` elements, each identified by its `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
