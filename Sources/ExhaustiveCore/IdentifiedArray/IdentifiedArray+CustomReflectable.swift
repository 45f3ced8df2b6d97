extension IdentifiedArray: CustomReflectable {
  /// The elements, as an array's mirror shows them: `dump`, `Mirror` and any reflection-based
  /// printer see the elements, not the id table behind them.
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
