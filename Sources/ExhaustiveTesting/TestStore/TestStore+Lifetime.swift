import ExhaustiveCore
import Foundation

#if canImport(Testing)
  import Testing
#endif

extension _TestStoreEngine: EndOfTestChecking {
  /// Reports the actions the test left unreceived and the effects still running, then cancels
  /// what is left: the test is over.
  ///
  /// Runs when the owning XCTest test ends or when the store is released, whichever comes
  /// first. What it reports is consumed (the actions) or marked reported (the effects), so a
  /// second run reports nothing: one mistake, one failure.
  package func runEndOfTestChecks(_ reason: EndOfTestReason) {
    executor.runUntilIdle()
    let pending = ledger.dequeueAll()
    let running = ledger.runningEffects(unreportedOnly: true)
    if !pending.isEmpty || !running.isEmpty {
      switch reason {
      case .testEnded(let name):
        ledger.log(.testEnded(name, createdAt: location))
      case .released:
        ledger.log(.released(createdAt: location, outlived: outlivedTest))
      }
    }
    // Nothing points at the end of a test, so each leftover is reported at the line nearest to
    // the mistake: unreceived actions at the last step the test wrote, running effects at the
    // step that started the first of them.
    if !pending.isEmpty {
      let last = ledger.lastStepLocation ?? location
      check(
        .receivedActions, FailureMessages.unexpectedActions(pending), at: last,
        accepting: acceptance(ofPending: pending, placement: .endOfBlock, at: last))
    }
    if !running.isEmpty {
      check(
        .effects,
        schedulers.withPeerClockNote(
          FailureMessages.effectsStillRunning(running, schedulers: schedulers.pendingWork())),
        at: running[0].origin.location, notRecorded: RecordingRefusal.effectsStillRunning)
      ledger.markReported(running)
    }
    ledger.cancelAll()
    context.cancellations.cancelAll()
    executor.runUntilIdle()
    needsOwner = true
  }

  /// Before a step of a store that belongs to no running test: registers it with the test
  /// running the step, if any. Cheap when none runs (a benchmark drives stores outside tests).
  func adoptIfATestIsRunning() {
    let test = TestOwner.running
    if case .none = test { return }
    adopt(by: test)
  }

  /// Registers the store with `test`, whose end runs its end-of-test checks.
  func adopt(by test: TestOwner) {
    owner = test
    needsOwner = false
    switch test {
    case .xcTest(let scope):
      scope.register(self)
    case .swiftTesting:
      // Swift Testing has no public hook at a test's end; a store created in a `@Test` (a local
      // or a suite property, as a suite instance lives exactly as long as its test) is released
      // inside the test, and the checks run then.
      break
    case .none:
      needsOwner = true
      TestLifecycle.warnOnce(
        FailureMessages.createdOutsideTest(at: location),
        key: "\(location.filePath):\(location.line):\(location.column)")
    }
  }

  /// The name of the Swift Testing test that created the store, when the store is released
  /// after that test (a closure kept it alive).
  private var outlivedTest: String? {
    guard case .swiftTesting(let name) = owner else { return nil }
    #if canImport(Testing)
      if Test.current?.name == name { return nil }
    #endif
    return name
  }
}
