extension Reducer {
  /// Transforms a reducer of one value into one of a dictionary of values, addressed by key.
  ///
  /// ```swift
  /// counterReducer.forEach(
  ///   state: \AppState.counters,
  ///   action: /AppAction.counter(key:action:),
  ///   environment: { _ in CounterEnvironment() }
  /// )
  /// ```
  ///
  /// For each parent action that `action` extracts as `(key, valueAction)`, the returned reducer
  /// runs this one on the value for that key, in place, and embeds the effect's actions back
  /// with the same key.
  ///
  /// A key the dictionary does not hold is never a crash: it is reported through
  /// ``reportIssue(_:fileID:filePath:line:column:)`` (a test failure under `TestStore`), naming
  /// the action, the key and the entry count, and the action is ignored (no entry is added).
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, Key: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, [Key: State]> & Sendable,
    action toLocalAction: CasePath<GlobalAction, (Key, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    forEach(
      members: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Dictionary: ForEachElements {
  func position(of key: Key) -> Index? {
    index(forKey: key)
  }

  // By index: the value is edited in place, not copied out and back.
  subscript(memberAt position: Index) -> Value {
    get { values[position] }
    _modify { yield &values[position] }
  }

  func miss(of key: Key) -> (target: String, noun: String) {
    ForEachMiss.absent("key", key, among: count, "entry", "entries")
  }
}
