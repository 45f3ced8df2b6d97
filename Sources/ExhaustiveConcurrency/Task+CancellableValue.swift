extension Task where Failure == Never {
  /// Waits for the task's value, and cancels the task when the waiting task is cancelled.
  ///
  /// The drop-in for swift-concurrency-extras' property (1.4.3). `value` alone does not pass a
  /// cancellation on: an unstructured task keeps running after whoever awaited it was
  /// cancelled.
  ///
  /// ```swift
  /// let task = Task { await model.refresh() }
  /// await task.cancellableValue
  /// ```
  public var cancellableValue: Success {
    get async {
      await withTaskCancellationHandler {
        await value
      } onCancel: {
        cancel()
      }
    }
  }
}

extension Task where Failure == any Error {
  /// Waits for the task's value or error, and cancels the task when the waiting task is
  /// cancelled.
  ///
  /// The drop-in for swift-concurrency-extras' property (1.4.3); see the non-throwing form.
  public var cancellableValue: Success {
    get async throws {
      try await withTaskCancellationHandler {
        try await value
      } onCancel: {
        cancel()
      }
    }
  }
}
