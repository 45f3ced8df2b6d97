import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// Feature code and tests in the style of the Composable Architecture 0.1 era, written against
/// Combine, with `import Combine` replaced by `import ExhaustivePublishers`.
final class TestStorePublisherTests: XCTestCase {
  func testALongLivingEffectDrivenByASubjectTheTestSendsInto() {
    let subject = PassthroughSubject<Void, Never>()
    enum Action: Equatable { case start, tick, stop }
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .start:
        return subject.eraseToEffect().map { Action.tick }
      case .tick:
        state += 1
        return .none
      case .stop:
        return .fireAndForget { subject.send(completion: .finished) }
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    store.assert(
      .send(.start),
      .do { subject.send() },
      .receive(.tick) { $0 = 1 },
      .do { subject.send() },
      .receive(.tick) { $0 = 2 },
      .send(.stop)
    )
  }

  func testALongLivingSubjectEffectLeftRunningFailsTheTest() {
    let subject = PassthroughSubject<Int, Never>()
    enum Action: Equatable {
      case start
      case value(Int)
    }
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .start: return subject.eraseToEffect().map(Action.value)
      case .value(let value):
        state = value
        return .none
      }
    }
    let failures = withExpectedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: (), line: 3)
      store.send(.start, line: 1)
      subject.send(3)
      store.receive(.value(3), line: 2) { $0 = 3 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        1 effect still running. All effects must complete by the end of the assertion.

        Running effects:
          effect #1, started by send TestStorePublisherTests.Action.start \
        (TestStorePublisherTests.swift:1)

        To fix it:
          • let them finish: advance their scheduler or test clock, or feed what they await;
          • cancel long-living effects in the feature: return `Effect.cancel(id:)` when done;
          • or leave them unasserted: `store.skipInFlightEffects()` or `.exhaustivity = .off`.

        Timeline:
          send TestStorePublisherTests.Action.start (TestStorePublisherTests.swift:1)
            effect #1 started
            effect #1 sent TestStorePublisherTests.Action.value(3)
          receive TestStorePublisherTests.Action.value(3) (TestStorePublisherTests.swift:2)
            state changed
          store released (created at TestStorePublisherTests.swift:3)
        """
      ])
  }

  struct DelayEnvironment {
    var mainQueue: AnySchedulerOf<DispatchQueue>
  }

  enum DelayAction: Equatable {
    case start, cancel
    case response(Int)
  }

  let delayReducer = Reducer<Int, DelayAction, DelayEnvironment> { state, action, environment in
    struct CancelID: Hashable {}
    switch action {
    case .start:
      return Just(1)
        .delay(for: 1, scheduler: environment.mainQueue)
        .eraseToEffect()
        .map(DelayAction.response)
        .cancellable(id: CancelID())
    case .cancel:
      return .cancel(id: CancelID())
    case .response(let value):
      state = value
      return .none
    }
  }

  func testJustDelayedOnTheTestSchedulerArrivesWhenItIsAdvanced() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: 0, reducer: delayReducer,
      environment: DelayEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    store.assert(
      .send(.start),
      .do { scheduler.advance(by: 1) },
      .receive(.response(1)) { $0 = 1 }
    )
  }

  func testJustDelayedOnTheTestSchedulerCancelledByID() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: 0, reducer: delayReducer,
      environment: DelayEnvironment(mainQueue: scheduler.eraseToAnyScheduler()))
    store.assert(
      .send(.start),
      .do { scheduler.advance(by: 0.5) },
      .send(.cancel),
      .do { scheduler.advance(by: 1) }
    )
  }

  struct APIError: Error, Equatable {}

  func testFailErasedToAnEffect() {
    enum Action: Equatable {
      case load
      case response(Result<Int, APIError>)
    }
    let reducer = Reducer<Int, Action, Void> { state, action, _ in
      switch action {
      case .load:
        return Fail(error: APIError())
          .eraseToEffect()
          .catchToEffect()
          .map(Action.response)
      case .response(.success(let value)):
        state = value
        return .none
      case .response(.failure):
        state = -1
        return .none
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    store.assert(
      .send(.load),
      .receive(.response(.failure(APIError()))) { $0 = -1 }
    )

    let completions = Lock<[Subscribers.Completion<APIError>]>([])
    let cancellable = Fail<Int, APIError>(error: APIError())
      .eraseToEffect()
      .sink(
        receiveCompletion: { completion in completions.withLock { $0.append(completion) } },
        receiveValue: { _ in XCTFail("Fail emitted an output") }
      )
    XCTAssertEqual(completions.withLock { $0 }, [.failure(APIError())])
    _ = cancellable
  }

  struct FactEnvironment {
    var fact: (Int) -> AnyPublisher<String, APIError>
    var mainQueue: AnySchedulerOf<DispatchQueue>
  }

  enum FactAction: Equatable {
    case factButtonTapped
    case factResponse(Result<String, APIError>)
  }

  let factReducer = Reducer<String, FactAction, FactEnvironment> { state, action, environment in
    switch action {
    case .factButtonTapped:
      return environment.fact(42)
        .receive(on: environment.mainQueue)
        .catchToEffect()
        .map(FactAction.factResponse)
    case .factResponse(.success(let fact)):
      state = fact
      return .none
    case .factResponse(.failure):
      state = "Could not load a fact"
      return .none
    }
  }

  func testAnEndpointTypedAsAnyPublisher() {
    let scheduler = DispatchQueue.testScheduler
    let succeeding = TestStore(
      initialState: "", reducer: factReducer,
      environment: FactEnvironment(
        fact: { Just("\($0) is good").setFailureType(to: APIError.self).eraseToAnyPublisher() },
        mainQueue: scheduler.eraseToAnyScheduler()))
    succeeding.assert(
      .send(.factButtonTapped),
      .do { scheduler.advance() },
      .receive(.factResponse(.success("42 is good"))) { $0 = "42 is good" }
    )

    let failing = TestStore(
      initialState: "", reducer: factReducer,
      environment: FactEnvironment(
        fact: { _ in Fail(error: APIError()).eraseToAnyPublisher() },
        mainQueue: scheduler.eraseToAnyScheduler()))
    failing.assert(
      .send(.factButtonTapped),
      .do { scheduler.advance() },
      .receive(.factResponse(.failure(APIError()))) { $0 = "Could not load a fact" }
    )
  }

  func testAFutureAndASubjectCancelledByID() {
    let settings = CurrentValueSubject<Int, Never>(1)
    enum Action: Equatable {
      case onAppear, onDisappear
      case settings(Int)
      case loaded(Int)
    }
    struct SettingsID: Hashable {}
    let reducer = Reducer<[Int], Action, Void> { state, action, _ in
      switch action {
      case .onAppear:
        return .merge(
          Future { promise in promise(.success(7)) }.eraseToEffect().map(Action.loaded),
          settings.eraseToEffect().map(Action.settings).cancellable(id: SettingsID())
        )
      case .onDisappear:
        return .cancel(id: SettingsID())
      case .settings(let value), .loaded(let value):
        state.append(value)
        return .none
      }
    }
    let store = TestStore(initialState: [], reducer: reducer, environment: ())
    store.assert(
      .send(.onAppear),
      .receive(.loaded(7)) { $0 = [7] },
      .receive(.settings(1)) { $0 = [7, 1] },
      .do { settings.value = 2 },
      .receive(.settings(2)) { $0 = [7, 1, 2] },
      .send(.onDisappear),
      .do { settings.value = 3 }
    )
  }
}
