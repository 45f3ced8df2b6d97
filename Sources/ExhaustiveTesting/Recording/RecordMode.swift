import ExhaustiveCore
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

extension TestStoreProtocol {
  /// Whether a failing step rewrites the test's source file (see ``RecordMode``); starts as
  /// ``RecordMode/fromEnvironment``.
  public var record: RecordMode {
    get { _engine.recorder.mode }
    set { _engine.recorder.mode = newValue }
  }
}

/// A store's record mode, kept in a class so the store's one stored property for it never
/// changes.
final class Recorder {
  var mode = RecordMode.fromEnvironment
  /// Why a step that sends is not recorded, when the test writes its actions in a form the store
  /// does not see (a scoped store's view actions); nil when sends are recorded.
  var sendRefusal: String?
}
