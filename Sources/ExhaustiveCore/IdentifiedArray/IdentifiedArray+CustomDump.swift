import StructuralDiff

extension IdentifiedArray: CustomDumpIdentifiedCollection {
  /// The id a diff matches `element` by: the one the array identifies it by, so a diff of two
  /// identified arrays prints like a diff of two arrays whose elements are matched by id.
  public func customDumpID(of element: Element) -> ID {
    _readID(element)
  }
}
