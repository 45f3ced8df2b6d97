import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// A download feature in the shape of TCA 0.1's offline-downloads case study: the client's
/// effect is throttled with `throttle(for:scheduler:latest:)`, no id, then caught into a result.
final class ThrottledDownloadTests: XCTestCase {
  struct DownloadError: Error, Equatable {}

  enum Event: Equatable {
    case progress(Double)
    case finished(String)
  }

  enum Mode: Equatable {
    case idle
    case starting
    case downloading(Double)
    case done(String)
    case failed
  }

  enum Action: Equatable {
    case downloadTapped
    case client(Result<Event, DownloadError>)
  }

  struct Environment {
    var download: () -> Effect<Event, DownloadError>
    var mainQueue: AnySchedulerOf<DispatchQueue>
  }

  let events = PassthroughSubject<Event, DownloadError>()
  let scheduler = DispatchQueue.testScheduler

  let reducer = Reducer<Mode, Action, Environment> { mode, action, environment in
    switch action {
    case .downloadTapped:
      mode = .starting
      return environment.download()
        .throttle(for: 1, scheduler: environment.mainQueue, latest: true)
        .catchToEffect()
        .map(Action.client)
    case .client(.success(.progress(let fraction))):
      mode = .downloading(fraction)
      return .none
    case .client(.success(.finished(let name))):
      mode = .done(name)
      return .none
    case .client(.failure):
      mode = .failed
      return .none
    }
  }

  func makeStore() -> TestStore<Mode, Action, Environment> {
    TestStore(
      initialState: .idle,
      reducer: reducer,
      environment: Environment(
        download: { self.events.eraseToEffect() },
        mainQueue: scheduler.eraseToAnyScheduler()
      )
    )
  }

  func testTheLastEventArrivesAfterTheIntervalThenTheEffectEnds() {
    makeStore().assert(
      .send(.downloadTapped) { $0 = .starting },
      .do { self.events.send(.progress(0.2)) },
      .do { self.scheduler.advance() },
      .receive(.client(.success(.progress(0.2)))) { $0 = .downloading(0.2) },
      .do { self.events.send(.finished("file")) },
      .do { self.events.send(completion: .finished) },
      .do { self.scheduler.advance(by: 1) },
      .receive(.client(.success(.finished("file")))) { $0 = .done("file") }
    )
  }

  func testProgressWithinAnIntervalIsThrottledToTheLatest() {
    makeStore().assert(
      .send(.downloadTapped) { $0 = .starting },
      .do { self.events.send(.progress(0.5)) },
      .do { self.scheduler.advance() },
      .receive(.client(.success(.progress(0.5)))) { $0 = .downloading(0.5) },
      .do { self.events.send(.progress(0.6)) },
      .do { self.scheduler.advance(by: 0.5) },
      .do { self.events.send(.progress(0.7)) },
      .do { self.scheduler.advance(by: 0.5) },
      .receive(.client(.success(.progress(0.7)))) { $0 = .downloading(0.7) },
      .do { self.events.send(completion: .finished) },
      .do { self.scheduler.run() }
    )
  }

  func testAFailureArrivesAfterTheEventWaitingBeforeIt() {
    makeStore().assert(
      .send(.downloadTapped) { $0 = .starting },
      .do { self.events.send(.progress(0.1)) },
      .do { self.scheduler.advance() },
      .receive(.client(.success(.progress(0.1)))) { $0 = .downloading(0.1) },
      .do { self.events.send(.progress(0.3)) },
      .do { self.events.send(completion: .failure(DownloadError())) },
      .do { self.scheduler.advance(by: 1) },
      .receive(.client(.success(.progress(0.3)))) { $0 = .downloading(0.3) },
      .receive(.client(.failure(DownloadError()))) { $0 = .failed }
    )
  }
}
