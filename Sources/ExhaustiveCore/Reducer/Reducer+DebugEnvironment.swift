extension Reducer {
  /// Prints every action this reducer receives and how it changed the state, through a
  /// ``DebugEnvironment`` derived from the reducer's environment (TCA 0.1's spelling).
  ///
  /// ```swift
  /// appReducer.debug("app", environment: { _ in DebugEnvironment(queue: .main) })
  /// ```
  ///
  /// Each block reads as in ``debug(_:printer:)``: the header, the action, then the state's
  /// diff or `  (No state changes)`. The block is built as the action is handled, from the
  /// states before and after it, and handed to the environment's printer on its queue.
  /// Unlike TCA 0.1, which printed only in `DEBUG` builds, it prints in every configuration: keep
  /// `.debug` out of release code.
  ///
  /// A trailing closure binds here, as in TCA 0.1:
  /// `debug("app") { _ in DebugEnvironment(printer: { log($0) }) }` prints through `log`.
  public func debug(
    _ prefix: String = "",
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Reducer {
    debug(prefix, state: { $0 }, action: /Action.self, environment: toDebugEnvironment)
  }

  /// Prints every action this reducer receives, without the state (TCA 0.1's `debugActions`).
  ///
  /// Each block ends with `  (No state changes)`, as nothing of the state is shown.
  public func debugActions(
    _ prefix: String = "",
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Reducer {
    debug(prefix, state: { _ in () }, action: /Action.self, environment: toDebugEnvironment)
  }

  /// Prints the actions `toLocalAction` extracts, and how they changed the part of the state
  /// `toLocalState` picks.
  ///
  /// ```swift
  /// appReducer.debug(
  ///   state: \.todos, action: /AppAction.todo(index:action:),
  ///   environment: { _ in DebugEnvironment() }
  /// )
  /// ```
  ///
  /// The action printed is the extracted one (`(index: 0, action: TodoAction.checkboxTapped)`);
  /// other actions print nothing.
  public func debug<LocalState, LocalAction>(
    _ prefix: String = "",
    state toLocalState: @escaping @Sendable (State) -> LocalState,
    action toLocalAction: CasePath<Action, LocalAction>,
    environment toDebugEnvironment: @escaping @Sendable (Environment) -> DebugEnvironment = {
      _ in DebugEnvironment()
    }
  ) -> Reducer {
    Reducer { state, action, environment in
      let previousState = toLocalState(state)
      let effect = self.run(&state, action, environment)
      guard let localAction = toLocalAction.extract(from: action) else { return effect }
      // Built here, not on the queue: the states need not be `Sendable`, the text is.
      let block = debugBlock(
        prefix: prefix, action: localAction, from: previousState, to: toLocalState(state))
      let debugEnvironment = toDebugEnvironment(environment)
      debugEnvironment.queue.async { debugEnvironment.printer(block) }
      return effect
    }
  }
}
