import ExhaustiveCore
import ExhaustiveDependencies

extension TestStore {
  /// Creates a store whose reducer and effects run with the dependencies `updateValues`
  /// changes, beside the environment: for a feature that reads some of its dependencies with
  /// `@Dependency` while the rest still come from its environment.
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
  ///   withDependencies: {
  ///     $0.uuid = .incrementing
  ///     $0.date = .constant(Date(timeIntervalSince1970: 0))
  ///   }
  /// )
  /// ```
  ///
  /// `updateValues` runs once, here; the values start from those in effect where the store is
  /// created. Every reducer run and every effect start of the store (and of its scoped stores)
  /// sees them, and tasks an effect starts inherit them.
  public convenience init(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    withDependencies updateValues: (inout DependencyValues) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows {
    let values = try ExhaustiveDependencies.withDependencies(updateValues) {
      DependencyValues.current
    }
    self.init(
      initialState: initialState, reducer: reducer.withDependencyValues(values),
      environment: environment, fileID: fileID, file: filePath, line: line, column: column)
  }
}
