/// The runtime of a feature: it holds the state and runs the reducer and its effects.
///
/// Every action sent to the store goes through the reducer; the effects the reducer returns run,
/// and their outputs are fed back in as actions.
///
/// ```swift
/// let store = Store(
///   initialState: AppState(),
///   reducer: appReducer,
///   environment: AppEnvironment(
///     mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
///     uuid: UUID.init
///   )
/// )
/// let observation = store.observe { state in render(state) }
/// store.send(.addButtonTapped)
/// ```
///
/// ## Ordering
/// Actions are handled one at a time, in order. An effect output delivered while the store is
/// handling an action (for example by `Effect(value:)`, which emits as soon as it starts) is queued
/// and handled after that action, never in the middle of it; an output delivered from another
/// thread is handed over to the main actor first.
///
/// ## Why `@MainActor`
/// A store is the object a UI or a terminal loop reads and drives, and those live on the main
/// thread, as TCA's stores do. Isolating the store to the main actor lets its state, its action
/// queue and its observers be plain properties with no locks, lets the environment stay
/// non-`Sendable` (the transcripts' `AppEnvironment` holds a `() -> UUID`), and gives effect
/// outputs one well-defined place to hop to. The testing counterpart, `TestStore`, is not
/// actor-isolated so that it can be driven from any XCTest method.
///
/// To drive a store from a test, make the test `@MainActor` (Swift Testing), or, in an XCTest
/// method (XCTest on Linux cannot run `@MainActor` test classes; its methods run on the main
/// thread), wrap the body in `MainActor.assumeIsolated { … }`. For exhaustive assertions use
/// `TestStore` instead.
///
/// ## Lifetime
/// Every store has its own cancellation scope, so two stores never cancel each other's effects,
/// and when a store (and every store scoped from it) goes away, its running effects are cancelled.
@MainActor
public final class Store<State, Action> {
  private let readState: () -> State
  private let sendAction: (Action) -> Void
  private let addObserver: (@escaping (State) -> Void) -> AnyCancellable
  /// What this store keeps alive: the runtime of a root store, or the parent of a scoped store.
  private let owner: AnyObject
  /// The cancellation scope of the root store, shared by every store scoped from it (for
  /// `expectNoCancellableEffects(in:)`).
  package nonisolated let cancellations: CancellationRegistry

  /// Creates a store that runs `reducer` in `environment`, starting from `initialState`.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment
  ) {
    let runtime = StoreRuntime<State, Action>(
      initialState: initialState,
      reduce: { state, action in reducer.run(&state, action, environment) }
    )
    self.init(
      readState: { runtime.state },
      sendAction: { runtime.send($0) },
      addObserver: { runtime.addObserver($0) },
      owner: runtime,
      cancellations: runtime.context.cancellations
    )
  }

  private init(
    readState: @escaping () -> State,
    sendAction: @escaping (Action) -> Void,
    addObserver: @escaping (@escaping (State) -> Void) -> AnyCancellable,
    owner: AnyObject,
    cancellations: CancellationRegistry
  ) {
    self.readState = readState
    self.sendAction = sendAction
    self.addObserver = addObserver
    self.owner = owner
    self.cancellations = cancellations
  }

  /// The current state.
  public var state: State {
    readState()
  }

  /// Sends an action: the reducer runs, observers are told, and the returned effect starts.
  ///
  /// When called while the store is already handling an action (from an observer, say), the
  /// action is queued and handled right after the current one.
  public func send(_ action: Action) {
    sendAction(action)
  }

  /// Calls `onChange` with the new state after every action the store handles, until the returned
  /// cancellable is cancelled or released.
  ///
  /// ```swift
  /// let observation = store.observe { state in print(state.todos.count) }
  /// ```
  ///
  /// `onChange` is not called with the current state; read ``state`` for that. When `State` is
  /// `Equatable`, the `Equatable` overload is chosen and only actual changes are reported.
  public func observe(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    addObserver(onChange)
  }

  /// Returns a store that sees part of this store's state and sends actions through it.
  ///
  /// ```swift
  /// let todoStore = store.scope(
  ///   state: { $0.todos[0] },
  ///   action: { AppAction.todo(index: 0, action: $0) }
  /// )
  /// ```
  ///
  /// The scoped store reads its state from this store on every access, and keeps this store (and
  /// so its effects) alive for as long as it lives.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    Store<LocalState, LocalAction>(
      readState: { toLocalState(self.state) },
      sendAction: { self.send(fromLocalAction($0)) },
      addObserver: { observer in self.addObserver { observer(toLocalState($0)) } },
      owner: self,
      cancellations: cancellations
    )
  }

  /// Returns a store that sees part of this store's state and sends this store's actions.
  public func scope<LocalState>(
    state toLocalState: @escaping (State) -> LocalState
  ) -> Store<LocalState, Action> {
    scope(state: toLocalState, action: { $0 })
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the new state whenever an action changes it, until the returned
  /// cancellable is cancelled or released.
  ///
  /// Actions that leave the state equal to what `onChange` last saw are not reported.
  public func observe(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    var last = state
    return addObserver { state in
      guard state != last else { return }
      last = state
      onChange(state)
    }
  }
}
