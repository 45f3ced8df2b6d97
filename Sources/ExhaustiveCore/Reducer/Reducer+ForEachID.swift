extension Reducer {
  /// Transforms a reducer of one element into one of an ``IdentifiedArray`` of elements,
  /// addressed by id.
  ///
  /// ```swift
  /// todoReducer.forEach(
  ///   state: \AppState.todos,
  ///   action: /AppAction.todo(id:action:),
  ///   environment: { _ in TodoEnvironment() }
  /// )
  /// ```
  ///
  /// For each parent action that `action` extracts as `(id, elementAction)`, the returned reducer
  /// runs this one on the element with that id, in place, and embeds the effect's actions back
  /// with the same id. Unlike an index, the id keeps addressing the same element while others
  /// are inserted, removed or moved around it.
  ///
  /// An id that no element has is never a crash: it is reported through
  /// ``reportIssue(_:fileID:filePath:line:column:)`` (a test failure under `TestStore`), naming
  /// the action, the id and the element count, and the action is ignored.
  public func forEach<GlobalState, GlobalAction, GlobalEnvironment, ID: Hashable & Sendable>(
    state toLocalState: WritableKeyPath<GlobalState, IdentifiedArray<ID, State>> & Sendable,
    action toLocalAction: CasePath<GlobalAction, (ID, Action)>,
    environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
    Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
      globalState, globalAction, globalEnvironment in
      guard let (id, localAction) = toLocalAction.extract(from: globalAction) else {
        return .none
      }
      guard let index = globalState[keyPath: toLocalState].index(id: id) else {
        let count = globalState[keyPath: toLocalState].count
        reportIssue(
          ForEachMiss.message(
            "id \(String(customDumping: id)), but no element of the state has that id (it holds "
              + ForEachMiss.count(count, "element", "elements") + ")",
            action: globalAction, noun: "element"),
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      // By position: the element is edited in place, not copied out and back.
      return self.run(
        &globalState[keyPath: toLocalState][index],
        localAction,
        toLocalEnvironment(globalEnvironment)
      )
      .map { toLocalAction.embed((id, $0)) }
    }
  }
}
