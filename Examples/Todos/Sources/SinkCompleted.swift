extension Array where Element == Todo {
  /// Moves the completed todos below the incomplete ones, keeping each group in its order.
  ///
  /// The episodes sort `enumerated()` pairs with
  /// `(rhs.element.isComplete && !lhs.element.isComplete) || lhs.offset < rhs.offset`. That
  /// comparator is not a strict weak ordering: for a completed todo before an incomplete one it
  /// answers "ordered before" in both directions. `sorted(by:)` promises nothing for such a
  /// comparator; that today's standard library happens to produce the intended order is an
  /// accident of its algorithm. A stable partition needs no comparator at all.
  public mutating func sinkCompleted() {
    self = filter { !$0.isComplete } + filter(\.isComplete)
  }
}
