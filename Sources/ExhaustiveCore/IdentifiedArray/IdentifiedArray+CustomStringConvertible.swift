extension IdentifiedArray: CustomStringConvertible, CustomDebugStringConvertible {
  /// The elements' description, as an array's.
  public var description: String { _elements.description }

  /// The elements' debug description wrapped in the array's type, as swift-identified-collections
  /// 1.x writes it (`IdentifiedArray<Row>([Row(id: 1)])`), so an `XCTAssertEqual` failure says
  /// which collection it compared.
  public var debugDescription: String {
    "IdentifiedArray<\(Element.self)>(\(_elements.debugDescription))"
  }
}
