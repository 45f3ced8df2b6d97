import Dispatch

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
/// ## The main thread, checked at run time
/// A store is the object a UI or a terminal loop reads and drives, and those live on the main
/// thread, as TCA's stores do. Its state, action queue and observers live on the main actor, so
/// they are plain properties with no locks, the environment may stay non-`Sendable` (the
/// transcripts' `AppEnvironment` holds a `() -> UUID`), and effect outputs have one well-defined
/// place to hop to.
///
/// The store itself is not isolated to the main actor, so it can be created and driven from any
/// synchronous code on the main thread: a plain XCTest method, as TCA 0.1's `StoreTests` do, a
/// `@MainActor` function, or a Swift Testing test on the main actor. Each call checks at run
/// time that it is on the main thread (on the main queue, the check the store already makes for
/// effect outputs). A call from another thread is reported through
/// ``reportIssue(_:fileID:filePath:line:column:)`` and then runs on the main queue while the
/// caller waits, never alongside the store's other work; it hangs if the main thread is itself
/// waiting for the caller. The store is not `Sendable`, so Swift 6 code does not hand it to
/// another thread by accident. For exhaustive assertions use `TestStore` instead.
///
/// ## Lifetime
/// Every store has its own cancellation scope, so two stores never cancel each other's effects,
/// and when a store (and every store scoped from it) goes away, its running effects are cancelled.
public final class Store<State, Action> {
  // Each closure touches main-actor state through `MainActor.assumeIsolated`: every public entry
  // point calls it through `onMainThread`, which runs it on the main thread.
  private let readState: () -> State
  private let sendAction: (Action) -> Void
  private let addObserver: (@escaping (State) -> Void) -> SendableCancellable
  /// Starts recording the root store's session, timed by a scheduler; nil for a scoped store.
  private let startSession: ((AnySchedulerOf<DispatchQueue>) -> StoreSession<State, Action>)?
  /// What this store keeps alive: the runtime of a root store, or the parent of a scoped store.
  private let owner: AnyObject
  /// The cancellation scope of the root store, shared by every store scoped from it (for
  /// `expectNoCancellableEffects(in:)`).
  package let cancellations: CancellationRegistry
  /// What ties a store scoped through a publisher to its parent's states: released, and so
  /// cancelled, with this store.
  private var parentObservation: SendableCancellable?

  /// Creates a store that runs `reducer` in `environment`, starting from `initialState`.
  public convenience init<Environment>(
    initialState: State,
    reducer: Reducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = StoreCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // The compiler cannot see the run-time check that confines the store to the main thread, so
    // the values handed to the main actor go in `UncheckedSendable` boxes: each is used there
    // only, by code `onMainThread` runs on the main thread.
    let handedOver = UncheckedSendable((initialState, environment))
    let runtime = onMainThread("Store.init(initialState:reducer:environment:)", at: location) {
      MainActor.assumeIsolated {
        let (initialState, environment) = handedOver.value
        return StoreRuntime<State, Action>(
          initialState: initialState,
          reduce: { state, action in reducer.run(&state, action, environment) }
        )
      }
    }
    self.init(
      readState: {
        MainActor.assumeIsolated { UncheckedSendable(runtime.state) }.value
      },
      sendAction: { action in
        let action = UncheckedSendable(action)
        MainActor.assumeIsolated { runtime.send(action.value) }
      },
      addObserver: { observer in
        let observer = UncheckedSendable(observer)
        return MainActor.assumeIsolated { runtime.addObserver(observer.value) }
      },
      owner: runtime,
      cancellations: runtime.context.cancellations,
      startSession: { scheduler in
        // Boxed out of the main actor: the session, like the store, is used on the main thread
        // only, which `recordSession` checks before it gets here.
        MainActor.assumeIsolated {
          let session = StoreSession<State, Action>(
            timedBy: scheduler, runningEffects: { [effects = runtime.effects] in effects.count })
          runtime.session = session
          return UncheckedSendable(session)
        }.value
      }
    )
  }

  private init(
    readState: @escaping () -> State,
    sendAction: @escaping (Action) -> Void,
    addObserver: @escaping (@escaping (State) -> Void) -> SendableCancellable,
    owner: AnyObject,
    cancellations: CancellationRegistry,
    startSession: ((AnySchedulerOf<DispatchQueue>) -> StoreSession<State, Action>)? = nil
  ) {
    self.readState = readState
    self.sendAction = sendAction
    self.addObserver = addObserver
    self.owner = owner
    self.cancellations = cancellations
    self.startSession = startSession
    self._state = StoreStateProperty(
      read: { onMainThread("Store.state", at: StoreCallSite()) { readState() } },
      publisher: statesPublisher(readState: readState, addObserver: addObserver))
  }

  /// The current state; `$state` is the store's states as a ``StorePublisher`` (the current one
  /// when a subscription starts, then the state after every action the store handles).
  ///
  /// ```swift
  /// store.$state.map(\.count).removeDuplicates().sink { print($0) }  // ExhaustivePublishers
  /// ```
  @StoreStateProperty public var state: State

  /// Sends an action: the reducer runs, observers are told, and the returned effect starts.
  ///
  /// When called while the store is already handling an action (from an observer, say), the
  /// action is queued and handled right after the current one.
  public func send(
    _ action: Action,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = StoreCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    onMainThread("Store.send(_:)", at: location) { sendAction(action) }
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
    onMainThread("Store.observe(_:)", at: StoreCallSite()) { addObserver(onChange).erased }
  }

  /// Starts writing down this store's session — every action sent, every action its effects
  /// fed back, the state after each and when — and returns it, to print as a test later with
  /// ``StoreSession/testSteps(style:store:scheduler:)``, on the main thread as the store runs. A store records one session at a time:
  /// calling this again starts a new one.
  ///
  /// ```swift
  /// let session = store.recordSession(timedBy: environment.mainQueue)
  /// store.send(.addButtonTapped)
  /// print(session.testSteps(style: .imperative))
  /// ```
  ///
  /// `scheduler` is the one the app's effects run on: the session reads its `now` to write how
  /// long passed between steps (real time for `DispatchQueue.main`, virtual time for a test
  /// scheduler), and the printed test advances its own scheduler by as much.
  ///
  /// Only a root store records (the one made with `init(initialState:reducer:environment:)`);
  /// a scoped store's actions are its root's, so record the root. Called on a scoped store, it
  /// reports the mistake and returns a session that stays empty.
  public func recordSession(
    timedBy scheduler: AnySchedulerOf<DispatchQueue>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> StoreSession<State, Action> {
    let location = StoreCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return onMainThread("Store.recordSession()", at: location) {
      guard let startSession else {
        reportIssue(
          "recordSession() was called on a scoped store. Record the root store's session: "
            + "a scoped store's actions are its root's.",
          fileID: fileID, filePath: filePath, line: line, column: column)
        return StoreSession(timedBy: scheduler, runningEffects: { 0 })
      }
      return startSession(scheduler)
    }
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
  /// so its effects) alive for as long as it lives. Scoping touches no state, so it may happen
  /// on any thread; the scoped store checks its own calls.
  public func scope<LocalState, LocalAction>(
    state toLocalState: @escaping (State) -> LocalState,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    Store<LocalState, LocalAction>(
      readState: { toLocalState(self.readState()) },
      sendAction: { self.sendAction(fromLocalAction($0)) },
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

  /// A store that keeps its own copy of part of this store's state, as TCA 0.1's stores scoped
  /// through a publisher did: it starts from `initialLocalState`, and after every action this
  /// store handles it takes `extract`'s value (keeping its own when `extract` returns nil) and
  /// tells its observers. It follows this store only while it lives: observers of a store
  /// nobody keeps hear nothing more, as in TCA 0.1.
  package func scope<LocalState, LocalAction>(
    initialLocalState: LocalState,
    extract: @escaping (State) -> LocalState?,
    action fromLocalAction: @escaping (LocalAction) -> Action
  ) -> Store<LocalState, LocalAction> {
    let box = LocalStateBox(initialLocalState)
    let child = Store<LocalState, LocalAction>(
      readState: { box.value },
      sendAction: { self.sendAction(fromLocalAction($0)) },
      addObserver: { box.addObserver($0) },
      owner: self,
      cancellations: cancellations
    )
    child.parentObservation = onMainThread("Store.scope(state:action:)", at: StoreCallSite()) {
      addObserver { [weak box] state in
        guard let box else { return }
        if let localState = extract(state) { box.value = localState }
        box.notify()
      }
    }
    return child
  }

  /// A store that sends this store's actions and sees none of its state (TCA 0.1's spelling).
  public var stateless: Store<Void, Action> {
    scope(state: { _ in () })
  }

  /// A store that sees this store's state and sends no actions (TCA 0.1's spelling).
  public var actionless: Store<State, Never> {
    scope(state: { $0 }, action: absurd)
  }
}

extension Store where State: Equatable {
  /// Calls `onChange` with the new state whenever an action changes it, until the returned
  /// cancellable is cancelled or released.
  ///
  /// Actions that leave the state equal to what `onChange` last saw are not reported.
  public func observe(_ onChange: @escaping (State) -> Void) -> AnyCancellable {
    onMainThread("Store.observe(_:)", at: StoreCallSite()) {
      var last = readState()
      return addObserver { state in
        guard state != last else { return }
        last = state
        onChange(state)
      }.erased
    }
  }
}

/// The states of a store, from the closures it reads and observes through: the current state
/// when a subscription starts, then every state the store's observers are told.
private func statesPublisher<State>(
  readState: @escaping () -> State,
  addObserver: @escaping (@escaping (State) -> Void) -> SendableCancellable
) -> StorePublisher<State> {
  // Boxed for the effect, one box each (a tuple of closures in one box was miscompiled on Linux
  // with Swift 6.3): subscribing runs `onMainThread`, so both are used on the main thread only,
  // where the store that owns them runs.
  let readState = UncheckedSendable(readState)
  let addObserver = UncheckedSendable(addObserver)
  return StorePublisher(
    Effect.run { subscriber in
      onMainThread("Store.$state", at: StoreCallSite()) {
        subscriber.send(readState.value())
        return addObserver.value { subscriber.send($0) }
      }
    })
}

/// The function out of `Never`: there is no action to embed.
private func absurd<Action>(_ never: Never) -> Action {}

/// Where a store call was made, for the report of a call off the main thread.
private struct StoreCallSite {
  var fileID: StaticString = #fileID
  var filePath: StaticString = #filePath
  var line: UInt = #line
  var column: UInt = #column
}

/// Runs `body` in place when on the main queue; otherwise reports the call and runs `body` on
/// the main queue, waiting for it, so the store's state is only ever touched there.
private func onMainThread<Result>(
  _ method: String, at location: StoreCallSite, _ body: () -> Result
) -> Result {
  if MainActorHop.isOnMainQueue {
    return body()
  }
  reportIssue(
    """
    \(method) was called off the main thread. A store runs on the main thread: use it from \
    there (a plain XCTest method, or @MainActor code). The call ran on the main queue while \
    this thread waited.
    """,
    fileID: location.fileID, filePath: location.filePath, line: location.line,
    column: location.column)
  // Boxed for the hop: `body` and its result are used on the main queue only while this thread
  // waits, never on both at once.
  return withoutActuallyEscaping(body) { body in
    let body = UncheckedSendable(body)
    return DispatchQueue.main.sync { UncheckedSendable(body.value()) }.value
  }
}
