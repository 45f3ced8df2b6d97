@testable import ExhaustiveCore

/// What one run of a reducer did: the new state, the outputs its effect delivered synchronously
/// once started, and whether that effect completed.
struct ReducerRun<State, Action> {
  var state: State
  var outputs: [Action]
  var finished: Bool
}

/// Runs `reducer` once and starts the effect it returns in a fresh context.
func runReducer<State, Action, Environment>(
  _ reducer: Reducer<State, Action, Environment>,
  _ state: State,
  _ action: Action,
  _ environment: Environment
) -> ReducerRun<State, Action> {
  var state = state
  let effect = reducer.run(&state, action, environment)
  let outputs = Lock<[Action]>([])
  let finished = Lock(false)
  let subscription = effect.subscribe(
    in: EffectContext(),
    receiveCompletion: { _ in finished.withLock { $0 = true } },
    receiveValue: { output in outputs.withLock { $0.append(output) } }
  )
  subscription.cancel()
  return ReducerRun(
    state: state,
    outputs: outputs.withLock { $0 },
    finished: finished.value
  )
}
