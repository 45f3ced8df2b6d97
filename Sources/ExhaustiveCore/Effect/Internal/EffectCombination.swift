extension Effect {
  /// What merging or concatenating `effects` comes to when there is nothing to coordinate:
  /// `.none` for no effects, the effect itself for one; nil for two or more. Callers drop the
  /// ``isNone`` effects first: they complete at once, so merging or following them changes
  /// nothing.
  static func trivialCombination(of effects: [Self]) -> Self? {
    switch effects.count {
    case 0: Self.none  // spelled out: a bare `.none` would be `Optional.none` here
    case 1: effects[0]
    default: nil
    }
  }
}
