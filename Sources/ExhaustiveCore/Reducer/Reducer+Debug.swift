import StructuralDiff

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state, as a structural diff.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(…)
  ///   .debug(printer: { print($0) })
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
  ///   - printer: Receives each block, synchronously, on the thread the reducer runs on; pass your
  ///     own to log elsewhere or to capture the output (``debug(_:)`` prints to standard output).
  ///
  /// Write the printer with its label (`debug("todos", printer: { … })`). A trailing closure after
  /// `debug("…")` means what it means in TCA 0.1, an environment transform
  /// (``debug(_:environment:)``): this overload is disfavoured so that
  /// `debug("…") { _ in DebugEnvironment(printer: …) }` never binds here, where the returned
  /// environment would be thrown away. A trailing closure that prints (`{ print($0) }`) cannot be
  /// an environment transform, so it still binds here.
  @_disfavoredOverload
  public func debug(
    _ prefix: String = "",
    printer: @escaping @Sendable (String) -> Void
  ) -> Reducer {
    Reducer { state, action, environment in
      let previousState = state
      let effect = self.run(&state, action, environment)
      printer(debugBlock(prefix: prefix, action: action, from: previousState, to: state))
      return effect
    }
  }
}

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state to standard output,
  /// synchronously, as ``debug(_:printer:)`` does with `print`.
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(…).debug("app")
  /// ```
  ///
  /// It exists beside ``debug(_:printer:)`` so that `debug()` and `debug("…")` print at once,
  /// while a trailing closure after them stays TCA 0.1's environment transform.
  public func debug(_ prefix: String = "") -> Reducer {
    debug(prefix, printer: { print($0) })
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
