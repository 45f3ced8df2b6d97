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
    forEach(
      members: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension IdentifiedArray: ForEachElements {
  func position(of id: ID) -> Int? {
    index(id: id)
  }

  // By position: the element is edited in place, not copied out and back.
  subscript(memberAt position: Int) -> Element {
    get { self[position] }
    _modify { yield &self[position] }
  }

  func miss(of id: ID) -> (target: String, noun: String) {
    ForEachMiss.absent("id", id, among: count, "element", "elements")
  }
}
