import StructuralDiff

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state, as a structural diff.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(…).debug()
  /// ```
  ///
  /// prints, for each action, one block such as
  ///
  /// ```
  /// received action:
  ///   AppAction.todo(index: 0, action: TodoAction.checkboxTapped)
  ///   AppState(
  ///     todos: [
  ///       Todo(
  /// −       isComplete: false,
  /// +       isComplete: true,
  ///         description: "Milk",
  ///         id: 00000000-0000-0000-0000-000000000000
  ///       ),
  ///     ]
  ///   )
  /// ```
  ///
  /// or `  (No state changes)` in place of the diff.
  ///
  /// - Parameters:
  ///   - prefix: Starts every block (`"todos: received action:"`), to tell several debugged
  ///     reducers apart.
  ///   - printer: Receives each block, synchronously, on the thread the reducer runs on. Defaults
  ///     to standard output; pass your own to log elsewhere or to capture the output.
  public func debug(
    _ prefix: String = "",
    printer: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> Reducer {
    Reducer { state, action, environment in
      let previousState = state
      let effect = self.run(&state, action, environment)
      printer(debugBlock(prefix: prefix, action: action, from: previousState, to: state))
      return effect
    }
  }
}

/// One block of debug output: the header, the action, and the state's diff or
/// `  (No state changes)`.
func debugBlock<State, Action>(
  prefix: String, action: Action, from previousState: State, to state: State
) -> String {
  let header = prefix.isEmpty ? "received action:" : "\(prefix): received action:"
  // The diff's two-column marker gutter lines its body up under the indented action.
  let changes = diff(previousState, state) ?? "  (No state changes)"
  return """
    \(header)
    \(String(customDumping: action).indented(by: 2))
    \(changes)
    """
}
