import ExhaustiveTesting
import NumberFact

/// The scenarios episode 239 could only test with yields, sleeps and luck, written so that each
/// can run once as a test and 1,000 times in the determinism test. Every check goes through the
/// store or `expectNoDifference`, so `withExpectedFailures` sees all of them.
@MainActor
enum NumberFactScenario: String, CaseIterable {
  case getFact
  case backToBackGetFact
  case factFails
  case cancel
  case factClearsOut
  case screenshots

  func run() async {
    switch self {
    case .getFact: await Self.getFact()
    case .backToBackGetFact: await Self.backToBackGetFact()
    case .factFails: await Self.factFails()
    case .cancel: await Self.cancel()
    case .factClearsOut: await Self.factClearsOut()
    case .screenshots: await Self.screenshots()
    }
  }

  /// "isLoading" is true exactly while the request is in flight.
  static func getFact() async {
    let facts = FactService()
    let store = makeStore(facts: facts)
    await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
    expectNoDifference(true, store.state.isLoading)
    facts.answer(0, with: "0 is a good number.")
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
      $0.factRequest = nil
    }
    expectNoDifference(false, store.state.isLoading)
  }

  /// Two requests in flight; the second answers first and must win, the first never lands.
  static func backToBackGetFact() async {
    let facts = FactService()
    let store = makeStore(facts: facts)
    await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
    await store.send(.getFactButtonTapped)
    expectNoDifference([0, 0], facts.requestedNumbers)
    expectNoDifference(["cancelled", "in flight"], facts.outcomes)
    facts.answer(1, with: "0 is a great number.")
    await store.receive(.factResponse("0 is a great number.")) {
      $0.fact = "0 is a great number."
      $0.factRequest = nil
    }
    facts.answer(0, with: "0 is a better number.")
    await store.finish()
    expectNoDifference("0 is a great number.", store.state.fact)
  }

  /// A request that throws ends the loading with no fact shown: the tap cleared the old one.
  static func factFails() async {
    let facts = FactService()
    let store = makeStore(facts: facts)
    await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
    facts.answer(0, with: "0 is a good number.")
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
      $0.factRequest = nil
    }
    await store.send(.getFactButtonTapped) {
      $0.fact = nil
      $0.factRequest = 0
    }
    facts.fail(1)
    await store.receive(.factFailed) { $0.factRequest = nil }
    expectNoDifference(["answered", "failed"], facts.outcomes)
    expectNoDifference(false, store.state.isLoading)
  }

  /// The cancel button cancels a request that has really started.
  static func cancel() async {
    let facts = FactService()
    let store = makeStore(facts: facts)
    await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
    expectNoDifference(["in flight"], facts.outcomes)
    await store.send(.cancelButtonTapped) { $0.factRequest = nil }
    expectNoDifference(["cancelled"], facts.outcomes)
    await store.finish()
  }

  /// Changing the count clears the fact and cancels the request for the old count.
  static func factClearsOut() async {
    let facts = FactService()
    let store = makeStore(facts: facts)
    await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
    facts.answer(0, with: "0 is a good number.")
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
      $0.factRequest = nil
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.fact = nil
    }
    await store.send(.getFactButtonTapped) { $0.factRequest = 1 }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
      $0.factRequest = nil
    }
    facts.answer(1, with: "1 is a lonely number.")
    await store.finish()
    expectNoDifference(["answered", "cancelled"], facts.outcomes)
  }

  /// The long-living subscription increments the count for each screenshot until the screen
  /// goes away.
  static func screenshots() async {
    let screenshots = AsyncStream.makeStream(of: Void.self)
    let store = makeStore(facts: FactService(), screenshots: screenshots.stream)
    let task = await store.send(.task)
    screenshots.continuation.yield()
    await store.receive(.screenshotTaken) { $0.count = 1 }
    screenshots.continuation.yield()
    await store.receive(.screenshotTaken) { $0.count = 2 }
    await task.cancel()
  }

  static func makeStore(
    facts: FactService,
    screenshots: AsyncStream<Void> = AsyncStream { $0.finish() }
  ) -> TestStore<NumberFactState, NumberFactAction, NumberFactEnvironment> {
    TestStore(
      initialState: NumberFactState(),
      reducer: numberFactReducer,
      environment: NumberFactEnvironment(fact: facts.fact, screenshots: { screenshots })
    )
  }
}
