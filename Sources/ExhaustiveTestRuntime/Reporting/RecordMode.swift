import Foundation

/// Whether a failing step rewrites the test's source file with the expectations that pass.
///
/// ```swift
/// store.record = .failures
/// ```
///
/// Setting the environment variable `EXHAUSTIVE_RECORD=1` records every store of a run.
public enum RecordMode: Sendable, Equatable {
  /// Failures print the code that would pass; the source file is left alone.
  case never
  /// Each failing step's trailing closure is replaced, and missing `receive` steps inserted, in
  /// the test's source file; the step still fails, saying "Recorded: re-run the test".
  case failures

  /// `.failures` when the environment variable `EXHAUSTIVE_RECORD` is `1`, else `.never`.
  public static var fromEnvironment: RecordMode {
    ProcessInfo.processInfo.environment["EXHAUSTIVE_RECORD"] == "1" ? .failures : .never
  }
}
