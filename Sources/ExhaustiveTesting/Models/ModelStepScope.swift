import ExhaustiveCore

/// Where a ``ModelHarness`` step runs: inside the test's `withMainSerialExecutor` scope, or,
/// outside one, in a serial scope of its own that ends with the step.
///
/// Without a scope, the tasks a step starts run whenever the runtime runs them, so the check
/// after the step would see them half done (`.loading`, not `.loaded`), differently from run to
/// run. A scope of the step's own captures them and runs them until they finish or wait on the
/// test, before the check. A task still waiting when the step ends is reported and cancelled:
/// after the step nothing would run it deterministically.
@MainActor
enum ModelStepScope {
  /// Runs an async step, then settles what it started.
  static func run(
    at location: SourceCodeLocation, peerClocks: [PeerClock] = [], recording: Bool = false,
    _ step: () async throws -> Void
  ) async rethrows {
    if let scope = SerialScope.current { scope.register(peerClocks) }
    if SerialScope.current != nil || !canOpenScope(at: location) {
      try await step()
      return SerialScope.settleIfInScope()
    }
    let scope = ownScope(isSynchronous: false, recording: recording, at: location)
    scope.register(peerClocks)
    try await scope.run(step)
  }

  /// Runs a synchronous step, then settles what it started.
  static func run(
    at location: SourceCodeLocation, peerClocks: [PeerClock] = [], recording: Bool = false,
    _ step: () throws -> Void
  ) rethrows {
    if let scope = SerialScope.current { scope.register(peerClocks) }
    if SerialScope.current != nil || !MainThread.isCurrent || !canOpenScope(at: location) {
      try step()
      return SerialScope.settleIfInScope()
    }
    let scope = ownScope(isSynchronous: true, recording: recording, at: location)
    scope.register(peerClocks)
    // Only on the main thread (checked above), where `run` drains at the end.
    try scope.runSynchronously(step)
  }

  /// Sets the runtime hooks for a scope of the step's own; where the runtime lacks them (an Apple
  /// OS below macOS 15.4 / iOS 18.4) reports why, since the check after the step would then see
  /// the step's tasks half done, differently from run to run, with nothing saying so.
  private static func canOpenScope(at location: SourceCodeLocation) -> Bool {
    if RuntimeHooks.install() { return true }
    reportFailure(RuntimeHooks.unavailableMessage, at: location, owner: .current)
    return false
  }

  /// `recording`: the harness records, so the report says why this failure is not written.
  private static func ownScope(
    isSynchronous: Bool, recording: Bool, at location: SourceCodeLocation
  ) -> SerialScope {
    let message: @Sendable (ScopeStall) -> String = { stall in
      recording
        ? stall.unfinishedAfterHarnessStep + "\n\n" + unfinishedTasksNotRecorded
        : stall.unfinishedAfterHarnessStep
    }
    return SerialScope(
      isSynchronous: isSynchronous, allowsUnfinishedTasks: false, stallTimeout: .seconds(1),
      location: location, unfinishedMessage: message)
  }

  /// Why record mode leaves a step's unfinished tasks to the test's author.
  nonisolated static let unfinishedTasksNotRecorded = """
    Not recorded: a task still running is not a change an expecting: closure can describe, and \
    only the test's author knows whether it should finish within the step or run on. The file \
    is unchanged: run the test inside withMainSerialExecutor, or end the task as described above.
    """
}
