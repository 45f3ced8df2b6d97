extension Reducer {
  /// Transforms a reducer of a state into one of an optional state, for features that come and
  /// go (a sheet, a detail screen).
  ///
  /// ```swift
  /// detailReducer.optional().pullback(
  ///   state: \AppState.detail,
  ///   action: /AppAction.detail,
  ///   environment: { $0.detail }
  /// )
  /// ```
  ///
  /// While the state is `nil`, actions are ignored and reported through
  /// ``reportIssue(_:fileID:filePath:line:column:)``: an action for a feature that is not there
  /// usually means an effect outlived it (cancel a feature's effects when you dismiss it).
  public func optional(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Reducer<State?, Action, Environment> {
    Reducer<State?, Action, Environment> { state, action, environment in
      guard state != nil else {
        reportIssue(
          """
          An optional reducer received an action while its state was nil; the action was \
          ignored.

            Action:
          \(debugDescription(of: action))

          This usually means an effect delivered an action after its feature went away: cancel \
          the feature's effects when you set its state to nil.
          """,
          fileID: fileID,
          filePath: filePath,
          line: line,
          column: column
        )
        return .none
      }
      return self.run(&state!, action, environment)
    }
  }

  /// The optional form of this reducer, spelled as a property as in TCA 0.1:
  /// `detailReducer.optional.pullback(…)`.
  ///
  /// The same as ``optional(fileID:filePath:line:column:)``, including the reported issue for an
  /// action that arrives while the state is `nil` (TCA 0.1 ignored it silently). A property
  /// cannot see its caller's location: under a `TestStore` the issue fails the step that sent
  /// the action, as every reducer issue does; elsewhere it points here, so prefer the method in
  /// new code.
  public var optional: Reducer<State?, Action, Environment> {
    optional()
  }
}
