import Foundation

/// The state, action queue, observers and running effects of one root store.
@MainActor
final class StoreRuntime<State, Action> {
  private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action, Never>
  /// This store's own cancellation scope, so two stores never cancel each other's effects.
  let context = EffectContext()
  let effects = RunningEffects()

  private var queue: [Action] = []
  private var isSending = false
  private var observers: [UInt64: (State) -> Void] = [:]
  private var nextObserverToken: UInt64 = 0

  init(initialState: State, reduce: @escaping (inout State, Action) -> Effect<Action, Never>) {
    self.state = initialState
    self.reduce = reduce
  }

  deinit {
    effects.cancelAll()
    context.cancellations.cancelAll()
  }

  /// Handles `action`, then every action queued meanwhile, in order. Re-entrant calls only queue.
  func send(_ action: Action) {
    queue.append(action)
    guard !isSending else { return }
    isSending = true
    defer {
      isSending = false
      queue.removeAll()
    }
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      handle(next)
    }
  }

  func addObserver(_ observer: @escaping (State) -> Void) -> AnyCancellable {
    nextObserverToken += 1
    let token = nextObserverToken
    observers[token] = observer
    return AnyCancellable { [weak self] in
      MainActorHop.run { self?.observers[token] = nil }
    }
  }

  private func handle(_ action: Action) {
    let effect = reduce(&state, action)
    notifyObservers()
    start(effect)
  }

  private func notifyObservers() {
    for token in observers.keys.sorted() {
      // An observer may cancel another one while we iterate.
      observers[token]?(state)
    }
  }

  private func start(_ effect: Effect<Action, Never>) {
    let id = effects.reserve()
    let effects = self.effects
    let cancellable = effect.subscribe(
      in: context,
      receiveCompletion: { _ in effects.finish(id) },
      receiveValue: { [weak self] action in
        let action = UncheckedSendable(action)
        MainActorHop.run { self?.send(action.value) }
      }
    )
    effects.store(cancellable, for: id)
  }
}
