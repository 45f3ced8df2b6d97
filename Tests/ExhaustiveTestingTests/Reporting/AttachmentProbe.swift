import ExhaustiveTesting
import Foundation
import Testing

/// A test that fails on purpose, run only by `scripts/attachments-probe.sh` (which sets
/// `EXHAUSTIVE_ATTACHMENT_PROBE=1` and passes `--attachments-path`): it shows that Swift Testing
/// receives the failure's parts as attachments and writes them out. Everywhere else it is
/// disabled, as a probe of a failure must be.
@Suite struct AttachmentProbe {
  @Test(.enabled(if: ProcessInfo.processInfo.environment["EXHAUSTIVE_ATTACHMENT_PROBE"] == "1"))
  func aFailingStepAttachesItsParts() {
    let (store, _) = makeFeatureStore()
    store.send(.incrementTapped) { $0.count = 2 }
  }
}
