import ExhaustiveCore

/// The async TestStore API: the same steps as the synchronous one, for features whose effects are
/// async (`Effect.task`, `Effect.run`).
///
/// ```swift
/// @MainActor
/// func testGetFact() async {
///   let store = TestStore(
///     initialState: NumberFactState(),
///     reducer: numberFactReducer,
///     environment: NumberFactEnvironment(fact: { "\($0) is a good number." }, …)
///   )
///   await store.send(.getFactButtonTapped) { $0.factRequest = 0 }
///   await store.receive(.factResponse("0 is a good number.")) {
///     $0.fact = "0 is a good number."
///     $0.factRequest = nil
///   }
/// }
/// ```
///
/// Async effects run on the store's own serial executor, which the store drains ("runs until
/// idle") after every step and before every assertion: no `Task.yield`, no sleeps, and tests
/// running in parallel never share it. When the test awaits something that can never come — the
/// executor is idle, and what the effects wait on is a test clock not yet advanced, a stream not
/// yet fed — the store fails at once and says how many effects are suspended and how many
/// sleepers are pending, instead of waiting out a timeout.
///
/// An effect that calls `@MainActor` code leaves the executor for the main actor's queue and
/// comes back; before deciding that effects are stalled, the store lets the main actor run what
/// was queued on it, so such effects are deterministic too. Work on an actor with another custom
/// executor, or in a `Task {}` the effect creates itself, is outside the store's reach: pass a
/// `timeout:` to wait for it in real time.
///
/// These methods are `nonisolated(nonsending)`: they run in the test's isolation, so they can be
/// called from a `@MainActor` test with trailing closures that capture it.
///
/// Task executor preference needs macOS 15 / iOS 18 on Apple platforms; on older runtimes async
/// effects run on the global executor and the store cannot drain them deterministically.
extension TestStoreProtocol {
  /// Sends `action`, runs the effects it starts until they are idle, and returns a handle to
  /// those effects.
  ///
  /// ```swift
  /// let task = await store.send(.task)
  /// screenshots.continuation.yield()
  /// await store.receive(.screenshotTaken) { $0.count = 1 }
  /// await task.cancel()
  /// ```
  @discardableResult
  nonisolated(nonsending) public func send(
    _ action: LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async -> TestStoreTask {
    _engine.runReturningTask(
      .send(action, fileID: fileID, file: filePath, line: line, column: column, update),
      projection)
  }

  /// Runs effects until the next action arrives, expects it to satisfy `isMatching`, and reduces
  /// it.
  ///
  /// Unlike the synchronous overload, `isMatching` is escaping: an async
  /// `withoutActuallyEscaping` body would leave the test's isolation.
  nonisolated(nonsending) public func receive(
    _ isMatching: @escaping (Action) -> Bool,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await _engine.run(
      .receive(isMatching, fileID: fileID, file: filePath, line: line, column: column, update),
      projection, timeout: timeout)
  }

  /// Runs effects until the next action arrives, expects it to be the case `casePath` names, and
  /// reduces it.
  nonisolated(nonsending) public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await _engine.run(
      .receive(casePath, fileID: fileID, file: filePath, line: line, column: column, update),
      projection, timeout: timeout)
  }

  /// Runs effects until every one of them has finished.
  ///
  /// Fails at once, listing the effects, when they are stalled: suspended on something only the
  /// test can provide. A `timeout` waits that long in real time for work outside the store;
  /// without one, the store's ``TestStoreProtocol/timeout`` applies.
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _engine.finish(
      timeout: timeout,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension _TestStoreEngine {
  /// Sends, as ``run(_:_:)`` does, and returns a handle to the effects the step started.
  func runReturningTask<LocalState, LocalAction>(
    _ step: TestStoreStep<LocalState, Action, LocalAction, Environment>,
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>
  ) -> TestStoreTask {
    let first = ledger.nextKey
    run(step, projection)
    return TestStoreTask(effects(first..<ledger.nextKey))
  }

  /// Runs effects until every one of them has finished.
  nonisolated(nonsending) func finish(timeout: Duration?, at location: SourceCodeLocation) async {
    await effects(nil).finish(timeout: timeout, at: location)
  }

  /// All of the store's effects (`keys == nil`), or those with `keys`.
  private func effects(_ keys: Range<EffectLedger<Action>.Key>?) -> StoreEffects<Action> {
    StoreEffects(
      ledger: ledger, executor: executor, keys: keys, schedulers: schedulers,
      defaultTimeout: self.timeout, recording: recorder.mode == .failures)
  }

  nonisolated(nonsending) func receive(
    _ matcher: ActionMatcher<Action>,
    timeout: Duration?,
    _ update: ((inout State) throws -> Void)?,
    inspecting inspect: ((Action) throws -> Void)? = nil,
    at location: SourceCodeLocation
  ) async {
    let timeout = timeout ?? self.timeout
    // Asked after every job the executor runs, so neither copies the queue: receiving a flood
    // of actions one at a time would be quadratic.
    await executor.run(
      until: {
        // A non-exhaustive store skips actions that came before the one the test expects.
        let arrived =
          exhaustivity.isExhaustive(.receivedActions)
          ? ledger.hasReceivableAction(matching: matcher.matches)
          : ledger.firstPendingIndex(where: matcher.matches) != nil
        return arrived || !ledger.hasRunningEffects
      },
      waitingUntil: executor.deadline(after: timeout))
    let running = ledger.runningEffects()
    let nothingArrived =
      exhaustivity.isExhaustive(.receivedActions)
      ? !ledger.hasReceivableAction(matching: matcher.matches) : !ledger.hasPendingActions
    if nothingArrived && !running.isEmpty {
      ledger.log(
        .unmatchedReceive(matcher.expectation, received: nil, location: location), stepAt: location)
      let stall = EffectStall(
        suspendedEffects: running.count, pendingSleepers: executor.pendingSleepers,
        waited: timeout.flatMap { $0 > .zero ? $0 : nil },
        schedulerWork: schedulers.pendingWork())
      // Listed once: the end of the test does not report them again as still running.
      failReceivingNone(at: location, stall: stall)
      return
    }
    receive(matcher, update, inspecting: inspect, at: location)
  }
}

/// The async receive of an equal action, for `Equatable` actions.
extension TestStoreProtocol where Action: Equatable {
  /// Runs effects until the next action arrives, expects it to equal `action`, and reduces it.
  ///
  /// Fails at once when no action can arrive because the effects are stalled. Pass a `timeout`
  /// only for effects that wait on work outside the store (a real network call, a main actor hop):
  /// the store then waits up to that long in real time. Without one, the store's
  /// ``TestStoreProtocol/timeout`` applies.
  nonisolated(nonsending) public func receive(
    _ action: Action,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) async {
    await _engine.run(
      .receive(action, fileID: fileID, file: filePath, line: line, column: column, update),
      projection, timeout: timeout)
  }
}
