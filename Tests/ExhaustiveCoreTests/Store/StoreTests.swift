import Foundation
import Testing

@testable import ExhaustiveCore

// Swift Testing on the main actor, where a `Store` runs; StoreFromXCTestTests drives one from
// plain XCTest methods.
@MainActor
struct StoreTests {
  @Test func sendRunsTheReducerAndUpdatesState() {
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())

    store.send(.increment)
    store.send(.increment)
    store.send(.decrement)

    #expect(store.state == Counter(count: 1))
  }

  @Test func synchronousEffectOutputsAreQueuedAfterTheCurrentAction() {
    let log = Lock<[String]>([])
    let reducer = Reducer<[String], Step, Void> { state, action, _ in
      log.withLock { $0.append("begin \(action)") }
      defer { log.withLock { $0.append("end \(action)") } }
      state.append("\(action)")
      switch action {
      case .a: return .merge(Effect(value: .b), Effect(value: .c))
      case .b: return Effect(value: .d)
      case .c, .d: return .none
      }
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())

    store.send(.a)

    #expect(store.state == ["a", "b", "c", "d"])
    #expect(
      log.value == ["begin a", "end a", "begin b", "end b", "begin c", "end c", "begin d", "end d"])
  }

  @Test func actionSentFromAnObserverIsHandledAfterTheCurrentAction() {
    let store = Store(initialState: [], reducer: appendReducer, environment: ())
    var seen: [[String]] = []
    let observation = store.observe { state in
      seen.append(state)
      if state == ["first"] { store.send("second") }
    }

    store.send("first")

    #expect(seen == [["first"], ["first", "second"]])
    #expect(store.state == ["first", "second"])
    observation.cancel()
  }

  @Test func outputsFromAnotherThreadAreHandledOnTheMainQueue() async {
    let handledOnMainQueue = Lock<[Bool]>([])
    let reducer = Reducer<[String], String, Void> { state, action, _ in
      handledOnMainQueue.withLock { $0.append(MainActorHop.isOnMainQueue) }
      state.append(action)
      guard action == "start" else { return .none }
      return Effect { _, subscriber in
        DispatchQueue.global().async {
          subscriber.send("from background")
          subscriber.send(completion: .finished)
        }
        return SendableCancellable {}
      }
    }
    let store = Store(initialState: [], reducer: reducer, environment: ())
    var observation: AnyCancellable?

    await withCheckedContinuation { delivered in
      observation = store.observe { state in
        if state.count == 2 { delivered.resume() }
      }
      store.send("start")
    }

    #expect(store.state == ["start", "from background"])
    #expect(handledOnMainQueue.value == [true, true])
    observation?.cancel()
  }

  @Test func scopeReadsAndSendsThroughTheParent() {
    let store = Store(initialState: Pair(), reducer: pairReducer, environment: ())
    let left = store.scope(state: \.left, action: PairAction.left)
    let right = store.scope(state: \.right, action: PairAction.right)

    left.send(.increment)
    left.send(.increment)
    right.send(.decrement)

    #expect(left.state == Counter(count: 2))
    #expect(right.state == Counter(count: -1))
    #expect(store.state == Pair(left: Counter(count: 2), right: Counter(count: -1)))

    store.send(.left(.decrement))
    #expect(left.state == Counter(count: 1))
  }

  @Test func scopeOfAScopeAndStateOnlyScope() {
    let store = Store(initialState: Pair(), reducer: pairReducer, environment: ())
    let count = store.scope(state: \.left, action: PairAction.left).scope(state: \.count)

    count.send(.increment)

    #expect(count.state == 1)
    #expect(store.state.left.count == 1)
  }

  @Test func observeReportsEveryChangeUntilCancelled() {
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())
    var seen: [Int] = []
    let observation = store.observe { seen.append($0.count) }

    store.send(.increment)
    store.send(.increment)
    store.send(.noop)
    store.send(.decrement)
    observation.cancel()
    store.send(.increment)

    #expect(seen == [1, 2, 1])
  }

  @Test func observeWithoutEquatableStateReportsEveryAction() {
    struct Box {
      var value = 0
    }
    let reducer = Reducer<Box, Bool, Void> { state, changes, _ in
      if changes { state.value += 1 }
      return .none
    }
    let store = Store(initialState: Box(), reducer: reducer, environment: ())
    var seen: [Int] = []
    let observation = store.observe { seen.append($0.value) }

    store.send(true)
    store.send(false)
    store.send(true)

    #expect(seen == [1, 1, 2])
    observation.cancel()
  }

  @Test func releasingTheObservationStopsIt() {
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())
    var seen: [Int] = []
    var observation: AnyCancellable? = store.observe { seen.append($0.count) }

    store.send(.increment)
    observation = nil
    store.send(.increment)

    #expect(observation == nil)
    #expect(seen == [1])
  }

  @Test func scopedObservationSeesOnlyItsOwnChanges() {
    let store = Store(initialState: Pair(), reducer: pairReducer, environment: ())
    let left = store.scope(state: \.left, action: PairAction.left)
    var seen: [Int] = []
    let observation = left.observe { seen.append($0.count) }

    store.send(.right(.increment))
    left.send(.increment)
    store.send(.right(.increment))
    store.send(.left(.increment))

    #expect(seen == [1, 2])
    observation.cancel()
  }

  @Test func observerCancelledByAnEarlierObserverIsNotCalled() {
    let store = Store(initialState: Counter(), reducer: counterReducer, environment: ())
    var second: AnyCancellable?
    var calls: [String] = []
    let first = store.observe { _ in
      calls.append("first")
      second?.cancel()
    }
    second = store.observe { _ in calls.append("second") }

    store.send(.increment)
    store.send(.increment)

    #expect(calls == ["first", "first"])
    first.cancel()
  }

  @Test func effectsAreCancelledWhenTheStoreGoesAway() {
    let cancelled = Lock(false)
    var store: Store<Counter, CounterAction>? = Store(
      initialState: Counter(),
      reducer: Reducer { _, _, _ in
        Effect { _, _ in SendableCancellable { cancelled.withLock { $0 = true } } }
      },
      environment: ()
    )
    weak let weakStore = store

    store?.send(.increment)
    #expect(!cancelled.value)
    store = nil

    #expect(weakStore == nil)
    #expect(cancelled.value)
  }

  @Test func aScopedStoreKeepsItsParentAndEffectsAlive() {
    let cancelled = Lock(false)
    var store: Store<Pair, PairAction>? = Store(
      initialState: Pair(),
      reducer: Reducer { _, _, _ in
        Effect { _, _ in SendableCancellable { cancelled.withLock { $0 = true } } }
      },
      environment: ()
    )
    var left = store?.scope(state: \.left, action: PairAction.left)

    left?.send(.increment)
    store = nil
    #expect(!cancelled.value)

    left = nil
    #expect(left == nil)
    #expect(cancelled.value)
  }

  @Test func completedEffectsAreNotKept() {
    let runtime = StoreRuntime<[String], String>(
      initialState: [],
      reduce: { state, action in
        state.append(action)
        return action == "start" ? Effect(value: "done") : .none
      }
    )

    runtime.send("start")

    #expect(runtime.state == ["start", "done"])
    #expect(runtime.effects.count == 0)
  }

  @Test func twoStoresNeverCancelEachOthersEffects() {
    struct Shared: Hashable {}
    let cancelled = Lock<[String]>([])
    let reducer = Reducer<Int, String, Void> { _, action, _ in
      switch action {
      case "start":
        return Effect { _, _ in
          SendableCancellable { cancelled.withLock { $0.append("cancelled") } }
        }
        .cancellable(id: Shared())
      case "cancel":
        return .cancel(id: Shared())
      default:
        return .none
      }
    }
    let first = Store(initialState: 0, reducer: reducer, environment: ())
    let second = Store(initialState: 0, reducer: reducer, environment: ())

    first.send("start")
    second.send("start")
    second.send("cancel")

    #expect(cancelled.value.count == 1)
    first.send("cancel")
    #expect(cancelled.value.count == 2)
  }
}

private struct Counter: Equatable {
  var count = 0
}

private enum CounterAction: Equatable {
  case increment
  case decrement
  case noop
}

private let counterReducer = Reducer<Counter, CounterAction, Void> { state, action, _ in
  switch action {
  case .increment: state.count += 1
  case .decrement: state.count -= 1
  case .noop: break
  }
  return .none
}

private enum Step: Equatable, CustomStringConvertible {
  case a, b, c, d

  var description: String {
    switch self {
    case .a: "a"
    case .b: "b"
    case .c: "c"
    case .d: "d"
    }
  }
}

private let appendReducer = Reducer<[String], String, Void> { state, action, _ in
  state.append(action)
  return .none
}

private struct Pair: Equatable {
  var left = Counter()
  var right = Counter()
}

private enum PairAction: Equatable {
  case left(CounterAction)
  case right(CounterAction)
}

private let pairReducer = Reducer<Pair, PairAction, Void>.combine(
  counterReducer.pullback(state: \Pair.left, action: /PairAction.left, environment: { _ in () }),
  counterReducer.pullback(state: \Pair.right, action: /PairAction.right, environment: { _ in () })
)
