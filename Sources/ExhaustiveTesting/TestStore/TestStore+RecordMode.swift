import ExhaustiveTestRuntime

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
