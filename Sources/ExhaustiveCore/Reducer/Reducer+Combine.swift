extension Reducer {
  /// A reducer that changes nothing and returns no effect.
  public static var empty: Reducer {
    Reducer { _, _, _ in .none }
  }

  /// Runs every reducer on each action, in order, and merges their effects.
  ///
  /// ```swift
  /// let appReducer: Reducer<AppState, AppAction, AppEnvironment> = .combine(
  ///   todoReducer.forEach(
  ///     state: \AppState.todos,
  ///     action: /AppAction.todo(index:action:),
  ///     environment: { _ in TodoEnvironment() }
  ///   ),
  ///   Reducer { state, action, environment in … }
  /// )
  /// ```
  ///
  /// Each reducer sees the state as the previous one left it.
  public static func combine(_ reducers: Reducer...) -> Reducer {
    combine(reducers)
  }

  /// Runs every reducer on each action, in order, and merges their effects.
  public static func combine(_ reducers: [Reducer]) -> Reducer {
    Reducer { state, action, environment in
      .merge(reducers.map { $0.run(&state, action, environment) })
    }
  }

  /// Runs this reducer, then `other`, on each action and merges their effects.
  public func combined(with other: Reducer) -> Reducer {
    .combine(self, other)
  }
}
