import ExhaustiveTesting
import Foundation

/// A small feature with async effects: a clock-driven timer, a one-shot load and a long-living
/// stream subscription.
struct AsyncState: Equatable {
  var ticks = 0
  var isTimerOn = false
  var loaded: String?
  var events: [Int] = []
}

enum AsyncAction: Equatable {
  case startTimer
  case stopTimer
  case tick
  case load
  case loaded(String)
  case listen
  case stopListening
  case event(Int)
  case sendTwice
  case echo(Int)
}

struct AsyncEnvironment: Sendable {
  var clock: any Clock<Duration>
  var load: @Sendable () async -> String
  var events: @Sendable () -> AsyncStream<Int>
}

struct TickerID: Hashable, Sendable {}
struct ListenID: Hashable, Sendable {}

let asyncReducer = Reducer<AsyncState, AsyncAction, AsyncEnvironment> {
  state, action, environment in
  switch action {
  case .startTimer:
    state.isTimerOn = true
    return .run { send in
      while true {
        do {
          try await environment.clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        await send(.tick)
      }
    }
    .cancellable(id: TickerID())
  case .stopTimer:
    state.isTimerOn = false
    return .cancel(id: TickerID())
  case .tick:
    state.ticks += 1
    return .none
  case .load:
    return .task { .loaded(await environment.load()) }
  case .loaded(let value):
    state.loaded = value
    return .none
  case .listen:
    return .run { send in
      for await event in environment.events() {
        await send(.event(event))
      }
    }
    .cancellable(id: ListenID())
  case .stopListening:
    return .cancel(id: ListenID())
  case .event(let event):
    state.events.append(event)
    return .none
  case .sendTwice:
    return .run { send in
      await send(.echo(1))
      await send(.echo(2))
    }
  case .echo:
    return .none
  }
}

/// Hands out one stream per test so the test can feed it.
struct AsyncFixture {
  let clock = TestClock()
  let events = AsyncStream.makeStream(of: Int.self)

  func makeStore(
    load: @escaping @Sendable () async -> String = { "loaded" }
  ) -> TestStore<AsyncState, AsyncAction, AsyncEnvironment> {
    let stream = events.stream
    return TestStore(
      initialState: AsyncState(),
      reducer: asyncReducer,
      environment: AsyncEnvironment(clock: clock, load: load, events: { stream })
    )
  }
}
