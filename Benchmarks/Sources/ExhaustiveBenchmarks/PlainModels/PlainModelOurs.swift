import ExhaustiveTesting

/// The plain-model back-to-back scenario under our `withMainSerialExecutor`: `settle()`, no
/// yields.
@MainActor
enum PlainModelOurs {
  /// Runs the scenario `runs` times; returns every failure, including a wrong final fact.
  static func backToBack(runs: Int) async -> [String] {
    // One capture around the whole loop, as the case study's 10,000-run test does: the capture's
    // own task-local bindings cost hops of their own, which are not what this row measures.
    await withExpectedFailures { @MainActor in
      for _ in 0..<runs {
        await withMainSerialExecutor {
          let answers = BackToBackAnswers()
          let model = BackToBackModel(fact: answers.fact)
          let task0 = Task { await model.getFactButtonTapped() }
          let task1 = Task { await model.getFactButtonTapped() }
          await settle()
          answers.second.continuation.yield("0 is a great number.")
          await settle()
          answers.first.continuation.yield("0 is a better number.")
          await task0.value
          await task1.value
          if model.fact != "0 is a great number." {
            reportFailure("fact is \(model.fact ?? "nil")")
          }
        }
      }
    }
  }

  /// Opens and closes `runs` empty scopes: what a scope costs on its own.
  static func emptyScopes(runs: Int) async -> [String] {
    await withExpectedFailures { @MainActor in
      for _ in 0..<runs { await withMainSerialExecutor {} }
    }
  }
}
