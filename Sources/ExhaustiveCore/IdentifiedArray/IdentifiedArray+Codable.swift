extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a plain array.
  public func encode(to encoder: any Encoder) throws {
    try _elements.encode(to: encoder)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  /// Decodes a plain array of elements.
  ///
  /// Two elements with one id are corrupt data, not a programmer error: decoding throws
  /// `DecodingError.dataCorrupted` naming the second one's offset and the id.
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    var seen = Set<ID>()
    seen.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription:
            "The element at offset \(offset) has id \(element.id), which an earlier element has."
        )
      )
    }
    self.init(elements, id: \.id, reader: IdentifiableIDReader())
  }
}
