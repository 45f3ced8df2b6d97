/// Lets a ``TestStore`` claim the failures reported while it runs a feature's code.
///
/// An unimplemented dependency (`UUIDGenerator.unimplemented`, `DispatchQueue.unimplemented`)
/// reports through ``reportFailure(_:fileID:file:line:column:)`` wherever it is called. When that
/// happens inside a store's reducer or while an effect starts, the failure belongs to the step
/// that ran it: the store attributes it to that step and appends the timeline, as it does for its
/// own failures.
enum StepFailureScope {
  /// Receives the message of a failure reported in the current step; `nil` outside steps.
  @TaskLocal static var current: (@Sendable (String) -> Void)?
}
