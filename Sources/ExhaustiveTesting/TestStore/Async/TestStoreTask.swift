import ExhaustiveCore

/// The effects one `await store.send(…)` started: cancel them, or wait for them to finish.
///
/// ```swift
/// let task = await store.send(.task)  // subscribes to a long-living stream
/// screenshots.continuation.yield()
/// await store.receive(.screenshotTaken) { $0.count = 1 }
/// await task.cancel()  // the view went away
/// ```
///
/// Only the effects the sent action itself started belong to the handle, not those started by
/// actions the test receives later.
public struct TestStoreTask: Sendable {
  private let effects: any EffectGroup

  init(_ effects: some EffectGroup) {
    self.effects = effects
  }

  /// Cancels the effects and runs the store's executor until idle, so their cancelled work has
  /// unwound when this returns.
  nonisolated(nonsending) public func cancel() async {
    effects.cancel()
  }

  /// Runs the store's effects until these ones have finished.
  ///
  /// Fails at once, listing them, when they are stalled: suspended on something only the test
  /// can provide. A `timeout` waits that long in real time for work outside the store.
  nonisolated(nonsending) public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await effects.finish(
      timeout: timeout,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// True while any of the effects is still running.
  public var isRunning: Bool { effects.isRunning }

  /// True once any of the effects has been cancelled — by ``cancel()``, by a cancellation id
  /// (`Effect.cancel(id:)`, `cancelInFlight`), or by `skipInFlightEffects()` — rather than
  /// finishing on its own. False for a send that started no effect.
  ///
  /// ```swift
  /// let task = await store.send(.onAppear)
  /// await store.send(.onDisappear)  // cancels the stream by id
  /// #expect(task.isCancelled)
  /// ```
  public var isCancelled: Bool { effects.isCancelled }
}

/// Some of a test store's effects, without the store's generic parameters.
protocol EffectGroup: Sendable {
  var isRunning: Bool { get }
  var isCancelled: Bool { get }
  func cancel()
  nonisolated(nonsending) func finish(timeout: Duration?, at location: SourceCodeLocation) async
}

/// A test store's effects: all of them (`keys == nil`) or those one send started.
struct StoreEffects<Action>: EffectGroup {
  let ledger: EffectLedger<Action>
  let executor: TestExecutor
  let keys: Range<EffectLedger<Action>.Key>?
  /// The store's test schedulers, which a stall names when work waits on them.
  let schedulers: SchedulerObservation
  /// The store's ``TestStore/timeout`` when the handle was made: what `finish()` waits without
  /// a timeout of its own.
  var defaultTimeout: Duration?
  /// Whether the store records failures: a stall then says why it is not recorded.
  var recording = false

  var running: [EffectLedger<Action>.RunningEffect] {
    keys.map { ledger.runningEffects($0) } ?? ledger.runningEffects()
  }

  var isRunning: Bool { !running.isEmpty }

  var isCancelled: Bool {
    keys.map { ledger.wasCancelled(anyOf: $0) } ?? false
  }

  func cancel() {
    if let keys { ledger.cancel(keys) } else { ledger.cancelAll() }
    executor.runUntilIdle()
    if let location = ledger.lastStepLocation { ledger.checkInvariants(after: location) }
  }

  nonisolated(nonsending) func finish(timeout: Duration?, at location: SourceCodeLocation) async {
    let timeout = timeout ?? defaultTimeout
    ledger.log(.step(.finish, action: nil, location: location), stepAt: location)
    defer { ledger.checkInvariants(after: location) }
    var running: [EffectLedger<Action>.RunningEffect] = []
    await executor.run(
      until: {
        running = self.running
        return running.isEmpty
      },
      waitingUntil: executor.deadline(after: timeout))
    if running.isEmpty { return }
    let stall = EffectStall(
      suspendedEffects: running.count, pendingSleepers: executor.pendingSleepers,
      waited: timeout.flatMap { $0 > .zero ? $0 : nil },
      schedulerWork: schedulers.pendingWork())
    reportFailure(
      failureReport(
        schedulers.withPeerClockNote(
          stall.finishMessage + "\n\n" + FailureMessages.runningEffects(running)),
        timeline: ledger.timeline)
        + (recording ? "\n\nNot recorded: " + RecordingRefusal.effectsStillRunning : ""),
      at: location)
    // The end-of-test check should not report the same effects again.
    ledger.markReported(running)
  }
}
