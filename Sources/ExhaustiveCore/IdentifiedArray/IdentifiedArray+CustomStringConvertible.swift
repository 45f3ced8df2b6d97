extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements' description, as an array's.
  public var description: String { _elements.description }

  /// The elements' debug description, as an array's.
  public var debugDescription: String { _elements.debugDescription }
}
