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
    forEach(
      members: toLocalState, action: toLocalAction, environment: toLocalEnvironment,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Array: ForEachElements {
  func position(of index: Int) -> Int? {
    indices.contains(index) ? index : nil
  }

  subscript(memberAt position: Int) -> Element {
    get { self[position] }
    _modify { yield &self[position] }
  }

  func miss(of index: Int) -> (target: String, noun: String) {
    (
      "index \(index), but the state holds " + ForEachMiss.count(count, "element", "elements"),
      "element"
    )
  }
}
