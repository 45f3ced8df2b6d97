import ConcurrencyExtras

/// The plain-model back-to-back scenario under swift-concurrency-extras 1.4.3's
/// `withMainSerialExecutor`, with the yields it needs (three after the taps, three after the
/// second answer).
@MainActor
enum PlainModelPeer {
  /// Runs the scenario `runs` times; returns a description of each run whose final fact was
  /// wrong.
  static func backToBack(runs: Int) async -> [String] {
    var failures: [String] = []
    for _ in 0..<runs {
      await withMainSerialExecutor {
        let answers = BackToBackAnswers()
        let model = BackToBackModel(fact: answers.fact)
        let task0 = Task { await model.getFactButtonTapped() }
        let task1 = Task { await model.getFactButtonTapped() }
        await Task.yield()
        await Task.yield()
        await Task.yield()
        answers.second.continuation.yield("0 is a great number.")
        await Task.yield()
        await Task.yield()
        await Task.yield()
        answers.first.continuation.yield("0 is a better number.")
        await task0.value
        await task1.value
        if model.fact != "0 is a great number." {
          failures.append("fact is \(model.fact ?? "nil")")
        }
      }
    }
    return failures
  }

  /// Opens and closes `runs` empty scopes: what a scope costs on its own.
  static func emptyScopes(runs: Int) async {
    let empty: @MainActor () async -> Void = {}
    for _ in 0..<runs { await withMainSerialExecutor(operation: empty) }
  }
}
