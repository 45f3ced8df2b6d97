/// A state whose test closures see a part of it: its recorded mutations are that part's.
package protocol RecordedStateProjection {
  /// What the step's trailing closure receives.
  var recordedState: Any { get }
}
