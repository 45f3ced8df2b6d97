import ExhaustiveCore

extension Reducer {
  /// This reducer, run with the dependencies `update` changes: its body, and the start of every
  /// effect it returns (tasks an effect starts inherit the values).
  ///
  /// ```swift
  /// let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
  ///   @Dependency(\.uuid) var uuid
  ///   …
  /// }
  /// .dependencies { $0.uuid = .live }
  /// ```
  ///
  /// The values start from those in effect where the reducer runs; `update` runs once per
  /// action. A `TestStore` created with `withDependencies:` runs its reducer this way.
  public func dependencies(
    _ update: @escaping @Sendable (inout DependencyValues) -> Void
  ) -> Reducer {
    Reducer { state, action, environment in
      var values = DependencyValues.current
      DependencyValues.$isSetting.withValue(true) { update(&values) }
      return values.scoping { self.run(&state, action, environment) }
    }
  }

  /// This reducer, run with one dependency set to `value`:
  /// `.dependency(\.uuid, .incrementing)`.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> Reducer {
    dependencies { $0[keyPath: keyPath] = value }
  }

  /// This reducer, run with `values` in effect (values fixed once, as a test store's are).
  package func withDependencyValues(_ values: DependencyValues) -> Reducer {
    Reducer { state, action, environment in
      values.scoping { self.run(&state, action, environment) }
    }
  }
}

extension DependencyValues {
  /// Runs a reducer's body with these values in effect, and returns its effect made to start
  /// with them in effect too.
  fileprivate func scoping<Action>(
    _ body: () -> Effect<Action, Never>
  ) -> Effect<Action, Never> {
    let effect = DependencyValues.$current.withValue(self, operation: body)
    guard !effect.isNone else { return effect }
    let values = self
    if let immediate = effect.immediate {
      return Effect(immediate: { receiveValue, receiveCompletion in
        DependencyValues.$current.withValue(values) {
          immediate(receiveValue, receiveCompletion)
        }
      })
    }
    let start = effect.start
    return Effect(start: { context, subscriber in
      DependencyValues.$current.withValue(values) { start(context, subscriber) }
    })
  }
}
