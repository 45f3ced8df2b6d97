import ExhaustiveTesting
import XCTest

// "Async effects": effects written with async/await, as the article shows them, tested with the
// async test store.

enum ScreenshotFactAction: Equatable {
  case getFactButtonTapped
  case factResponse(String)
  case onAppear
  case screenshotTaken
}

struct ScreenshotFactState: Equatable {
  var count = 0
  var fact: String?
}

struct ScreenshotFactEnvironment: Sendable {
  var fact: @Sendable (Int) async -> String
  var screenshots: @Sendable () -> AsyncStream<Void>
}

let screenshotFactReducer = Reducer<
  ScreenshotFactState, ScreenshotFactAction, ScreenshotFactEnvironment
> { state, action, environment in
  struct FactRequestId: Hashable {}

  switch action {
  case .getFactButtonTapped:
    let number = state.count
    return .task { .factResponse(await environment.fact(number)) }
      .cancellable(id: FactRequestId(), cancelInFlight: true)

  case .onAppear:
    return .run { send in
      for await _ in environment.screenshots() {
        await send(.screenshotTaken)
      }
    }

  case .factResponse(let fact):
    state.fact = fact
    return .none

  case .screenshotTaken:
    state.count += 1
    return .none
  }
}

final class AsyncEffectsWritingSampleTests: XCTestCase {
  func testTaskAndRunEffects() async {
    let screenshots = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(
      initialState: ScreenshotFactState(),
      reducer: screenshotFactReducer,
      environment: ScreenshotFactEnvironment(
        fact: { "\($0) is a good number." },
        screenshots: { screenshots.stream }
      )
    )

    await store.send(.getFactButtonTapped)
    await store.receive(.factResponse("0 is a good number.")) {
      $0.fact = "0 is a good number."
    }
    let onAppear = await store.send(.onAppear)
    screenshots.continuation.yield()
    await store.receive(.screenshotTaken) { $0.count = 1 }
    screenshots.continuation.yield()
    await store.receive(.screenshotTaken) { $0.count = 2 }
    await onAppear.cancel()
  }
}
