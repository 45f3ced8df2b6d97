import ExhaustiveCore

// "Async effects": effects written with async/await, as the article shows them. Compiled only:
// testing them deterministically needs the async test store, which is not in this build.

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
