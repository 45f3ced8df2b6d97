extension IdentifiedArray: Equatable where Element: Equatable {
  /// Two identified arrays are equal when they hold equal elements in the same order (their ids
  /// then agree too).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}
