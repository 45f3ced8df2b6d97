extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements in order, as `==` compares them.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}
