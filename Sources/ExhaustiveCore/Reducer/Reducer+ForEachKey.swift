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
    Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (key, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard let index = globalState[keyPath: toLocalState].index(forKey: key) else {
        let count = globalState[keyPath: toLocalState].count
        reportIssue(
          ForEachMiss.message(
            "key \(String(customDumping: key)), but no entry of the state has that key (it holds "
              + ForEachMiss.count(count, "entry", "entries") + ")",
            action: globalAction, noun: "entry"),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      // By index: the value is edited in place, not copied out and back.
      return self.run(
        &globalState[keyPath: toLocalState].values[index],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((key, $0)) }
    }
  }
}
