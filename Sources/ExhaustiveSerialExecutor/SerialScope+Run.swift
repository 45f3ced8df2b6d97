extension SerialScope {
  /// Runs `body` as the scope's own work, and ends the scope after it.
  ///
  /// The calling task is adopted (the scope can tell when the test waits), the calling thread
  /// drains the queue, every task `body` creates carries the scope's marker and ticket, and the
  /// scope finishes when `body` returns or throws: it runs what is queued and reports the tasks
  /// still running. One sequence for `withMainSerialExecutor` and for a model harness step's
  /// own scope.
  nonisolated(nonsending) package func run(_ body: () async throws -> Void) async rethrows {
    if let task = RuntimeTask.current { adopt(task) }
    takeOverDrainingThread()
    try await ScopeMarker.$current.withValue(marker) {
      try await ScopeTicket.$current.withValue(marker.ticket) {
        start()
        defer { finish() }
        try await body()
      }
    }
  }

  /// Runs synchronous `body` as the scope's own work, and ends the scope after it; see the async
  /// form. Off the main thread the queue cannot run here; the end check still reports what is
  /// left.
  package func runSynchronously(_ body: () throws -> Void) rethrows {
    takeOverDrainingThread()
    try marker.bind {
      start()
      defer { finish(draining: MainThread.isCurrent) }
      try body()
    }
  }
}
