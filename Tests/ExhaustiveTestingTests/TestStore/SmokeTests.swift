import ExhaustiveTesting
import XCTest

final class SmokeTests: XCTestCase {
  enum A: Equatable { case start, tick, stop }
  func testSmoke() {
    let manual = ManualEffect<A>()
    let reducer = Reducer<Int, A, Void> { state, action, _ in
      switch action {
      case .start: return manual.effect
      case .tick:
        state += 1
        return Effect { _, s in
          s.send(completion: .finished)
          return AnyCancellable {}
        }
      case .stop:
        manual.finish()
        return Effect { _, s in
          s.send(completion: .finished)
          return AnyCancellable {}
        }
      }
    }
    let store = TestStore(initialState: 0, reducer: reducer, environment: ())
    let failures = withExpectedFailures {
      store.assert(
        .send(.start),
        .do { manual.emit(.tick) },
        .send(.start),
        .receive(.tick) { $0 = 2 },
        .receive(.tick)
      )
    }
    for f in failures { print("-----\n" + f) }
    store.skipInFlightEffects()
  }
}
