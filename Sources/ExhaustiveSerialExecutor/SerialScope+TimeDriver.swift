import ExhaustiveTestRuntime

/// A scope drives the test time of the tasks started in it: a test clock or scheduler that moves
/// time settles the scope, so what it woke runs before it returns (ExhaustiveTime finds the scope
/// through `TimeDrivers`, and depends on nothing here).
extension SerialScope: TimeDriver {
  /// Registers the lookup of the current task's scope; evaluated by the first scope made.
  static let registerAsTimeDriver: Void = TimeDrivers.register(.scope) { SerialScope.current }

  /// Runs the queue, when called on the main thread (the draining thread); does nothing on any
  /// other, where the scope's jobs cannot run.
  package func settle() {
    guard MainThread.isCurrent else { return }
    drain()
  }

  /// Remembers the current task's sleep, so a stall or the scope's end names it beside the task.
  package func noteSleep(on clock: ObjectIdentifier, _ sleep: PendingSleep) {
    guard let task = RuntimeTask.current else { return }
    noteSleep(of: task, pending: sleep.describe)
  }
}
