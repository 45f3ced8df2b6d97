import Foundation

/// The state, action queue, observers and running effects of one root store.
@MainActor
final class StoreRuntime<State, Action> {
  private(set) var state: State
  private let reduce: (inout State, Action) -> Effect<Action, Never>
  /// This store's own cancellation scope, so two stores never cancel each other's effects.
  let context = EffectContext()
  let effects = RunningEffects()

  /// The session being recorded, if any (``Store/recordSession()``).
  var session: StoreSession<State, Action>?
  private var queue: [(action: Action, origin: StoreSession<State, Action>.Origin)] = []
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
  /// `origin` tells a recorded session whether the app sent it or an effect fed it back.
  func send(_ action: Action, origin: StoreSession<State, Action>.Origin = .send) {
    queue.append((action, origin))
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
      handle(next.action, origin: next.origin)
    }
  }

  func addObserver(_ observer: @escaping (State) -> Void) -> SendableCancellable {
    nextObserverToken += 1
    let token = nextObserverToken
    observers[token] = observer
    return SendableCancellable { [weak self] in
      MainActorHop.run { self?.observers[token] = nil }
    }
  }

  private func handle(_ action: Action, origin: StoreSession<State, Action>.Origin) {
    let before = session.map { _ in state }
    let effect = reduce(&state, action)
    if let session, let before {
      session.events.append(
        .init(
          origin: origin, action: action, before: before, after: state,
          time: session.now()))
    }
    notifyObservers()
    start(effect)
    // Whether the time until the next step can matter in a replay: only a running effect
    // (a delay, a debounce, a timer) can observe it.
    if let session, !session.events.isEmpty {
      session.events[session.events.count - 1].effectsRunningAfter = effects.count
    }
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
        MainActorHop.run { self?.send(action.value, origin: .receive) }
      }
    )
    effects.store(cancellable, for: id)
  }
}
