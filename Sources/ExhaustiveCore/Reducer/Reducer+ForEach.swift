extension Reducer {
  /// Transforms a reducer of one element into one of a collection of elements, addressed by index.
  ///
  /// ```swift
  /// todoReducer.forEach(
  ///   state: \AppState.todos,
  ///   action: /AppAction.todo(index:action:),
  ///   environment: { _ in TodoEnvironment() }
  /// )
  /// ```
  ///
  /// For each parent action that `action` extracts as `(index, elementAction)`, the returned
  /// reducer runs this one on the element at `index`, and embeds the effect's actions back with
  /// the same index.
  ///
  /// An index outside the array is never a crash: it is reported through
  /// ``reportIssue(_:fileID:filePath:line:column:)`` (a test failure under `TestStore`), naming
  /// the action, the index and the element count, and the action is ignored.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment>(
    state toLocalState: WritableKeyPath<GlobalState, [State]> & Sendable,
    action toLocalAction: CasePath<GlobalAction, (Int, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (index, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      let count = globalState[keyPath: toLocalState].count
      guard globalState[keyPath: toLocalState].indices.contains(index) else {
        reportIssue(
          ForEachMiss.message(
            "index \(index), but the state holds "
              + ForEachMiss.count(count, "element", "elements"),
            action: globalAction, noun: "element"),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      return self.run(
        &globalState[keyPath: toLocalState][index],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((index, $0)) }
    }
  }
}
