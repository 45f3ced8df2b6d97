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

extension TestStore {
  /// Whether a failing step rewrites the test's source file (see ``RecordMode``); starts as
  /// ``RecordMode/fromEnvironment``.
  public var record: RecordMode {
    get { recorder.mode }
    set { recorder.mode = newValue }
  }
}

/// A store's record mode, kept in a class so the store's one stored property for it never
/// changes.
final class Recorder {
  var mode = RecordMode.fromEnvironment
  /// True for a store whose steps are not the test's own (a scoped test store's inner store,
  /// whose state and actions are the parent's): it neither prints nor writes code, which would
  /// name the parent's state and actions where the test wrote the view's.
  var isSilenced = false {
    didSet {
      if isSilenced {
        parentRecords = mode == .failures
        mode = .never
      }
    }
  }
  /// For a silenced store: whether the test asked to record, so its failures say why they are
  /// not.
  private(set) var parentRecords = false
}
