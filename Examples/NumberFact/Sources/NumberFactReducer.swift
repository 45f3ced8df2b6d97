import ExhaustiveCore

/// The number-fact feature: a counter whose "get fact" button fetches a fact about the count.
///
/// The rules that episode 239 struggled to test with yields and sleeps:
/// - Changing the count cancels a fact request in flight and clears the fact: it described
///   another number.
/// - Asking for a fact cancels the previous request, so the newest request always wins, even
///   when an older one answers last.
/// - The cancel button cancels the request in flight.
/// - While the screen is shown, every screenshot increments the count.
public let numberFactReducer = Reducer<NumberFactState, NumberFactAction, NumberFactEnvironment> {
  state, action, environment in
  switch action {
  case .incrementButtonTapped:
    state.count += 1
    state.fact = nil
    state.factRequest = nil
    return .cancel(id: FactRequestID())

  case .decrementButtonTapped:
    state.count -= 1
    state.fact = nil
    state.factRequest = nil
    return .cancel(id: FactRequestID())

  case .getFactButtonTapped:
    let number = state.count
    state.fact = nil
    state.factRequest = number
    return Effect.run { send in
      do {
        await send(.factResponse(try await environment.fact(number)))
      } catch {
        await send(.factFailed)
      }
    }
    .cancellable(id: FactRequestID(), cancelInFlight: true)

  case .cancelButtonTapped:
    state.factRequest = nil
    return .cancel(id: FactRequestID())

  case .factResponse(let fact):
    state.fact = fact
    state.factRequest = nil
    return .none

  case .factFailed:
    state.factRequest = nil
    return .none

  case .task:
    return .run { send in
      for await _ in environment.screenshots() {
        await send(.screenshotTaken)
      }
    }

  case .screenshotTaken:
    state.count += 1
    return .none
  }
}

/// Identifies the fact request in flight, so a newer request, a count change or the cancel
/// button can cancel it.
private struct FactRequestID: Hashable, Sendable {}
