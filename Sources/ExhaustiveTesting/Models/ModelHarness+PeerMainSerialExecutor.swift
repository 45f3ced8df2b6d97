import ExhaustiveSerialExecutor
import ExhaustiveTestRuntime

extension ModelHarness {
  /// Reports, once, a step run inside another library's main serial executor.
  func checkForPeerMainSerialExecutor(at location: SourceCodeLocation) {
    guard !reportedPeerMainSerialExecutor, PeerMainSerialExecutor.isOnOutsideOurScope else {
      return
    }
    reportedPeerMainSerialExecutor = true
    PeerMainSerialExecutor.noteDisplaced()
    reportFailure(PeerMainSerialExecutor.harnessMessage, at: location, owner: .current)
  }
}
