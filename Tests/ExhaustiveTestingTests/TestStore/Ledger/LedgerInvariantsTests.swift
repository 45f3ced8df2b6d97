import ExhaustiveCore
import XCTest

@testable import ExhaustiveTesting

/// The checks the store runs on its ledger after every step in debug builds find each kind of
/// drift, and pass a consistent book.
final class LedgerInvariantsTests: XCTestCase {
  private let location = SourceCodeLocation(
    fileID: "Module/FeatureTests.swift", filePath: "/FeatureTests.swift", line: 7, column: 1)

  func testAConsistentBookHasNoViolations() {
    var book = LedgerBook()
    book.received.append(1)
    book.reportedActions = 1
    book.running[LedgerKey(rawValue: 0)] = runningRecord(number: 1)
    book.nextKey = 1
    book.nextNumber = 2
    XCTAssertEqual(book.invariantViolations(), [])
  }

  func testFindsEveryKindOfDrift() {
    var book = LedgerBook()
    book.reportedActions = 2
    var duplicate = runningRecord(number: 1)
    duplicate.cancellationIDs = [CancelID("x"), CancelID("x")]
    duplicate.sentDuringStart = [3]
    book.running[LedgerKey(rawValue: 0)] = runningRecord(number: 1)
    book.running[LedgerKey(rawValue: 1)] = duplicate
    book.starting = [(LedgerKey(rawValue: 2), LedgerRecord(origin: origin(), reported: false))]
    var unnumbered = runningRecord(number: 1)
    unnumbered.number = nil
    book.running[LedgerKey(rawValue: 4)] = unnumbered
    book.running[LedgerKey(rawValue: 3)] = runningRecord(number: 5)
    book.nextKey = 3
    book.nextNumber = 2
    XCTAssertEqual(
      book.invariantViolations(),
      [
        "2 actions are marked listed, but 0 are queued",
        "the effect with key 2 is still being started",
        "the effect with key 1 (started by send at FeatureTests.swift:7) has number #1, which "
          + "another effect has too",
        "the effect with key 1 (started by send at FeatureTests.swift:7) still holds what it did "
          + "while being started",
        "the effect with key 1 (started by send at FeatureTests.swift:7) lists a cancellation id "
          + "twice",
        "the effect with key 3 (started by send at FeatureTests.swift:7) has a key not handed out "
          + "yet (next: 3)",
        "the effect with key 3 (started by send at FeatureTests.swift:7) has number #5, outside "
          + "1..<2",
        "the effect with key 4 (started by send at FeatureTests.swift:7) has a key not handed out "
          + "yet (next: 3)",
        "the effect with key 4 (started by send at FeatureTests.swift:7) is running without a "
          + "number or a cancellable",
      ])
  }

  func testTheFailureAStoreReportsForABrokenLedger() {
    XCTAssertEqual(
      FailureMessages.ledgerInconsistent(["a", "b"]),
      """
      The test store's effect ledger is inconsistent after this step (a bug in Exhaustive, not \
      in the test):

        • a
        • b
      """)
  }

  private func origin() -> LedgerOrigin {
    LedgerOrigin(
      step: .send, action: 0, location: location,
      run: EffectLedger<Int>().beginReducerRun(stepAt: location))
  }

  private func runningRecord(number: Int) -> LedgerRecord {
    var record = LedgerRecord(origin: origin(), reported: false)
    record.number = number
    record.cancellable = AnyCancellable {}
    return record
  }
}
