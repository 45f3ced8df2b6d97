// These tests pin our publisher-lite implementation of Combine's own types and operators (the
// order subscribers hear a send in, what a cancellation interrupts, …). Where Combine exists
// those types are Combine's (see ExhaustiveCore's Combine.swift) and their behaviour is
// Combine's, which the simulation's OpenCombine does not even pin down for Apple's; the
// bridges this package adds there are tested in EraseToEffectTests, StorePublisherTests,
// TestStorePublisherTests and TimerPublisherTests.
#if !canImport(Combine)
  import ExhaustivePublishers
  import ExhaustiveTesting
  import XCTest

  final class EmptyTests: XCTestCase {
    func testFinishesAtOnceByDefault() {
      let recorder = Recorder()
      recorder.record(Empty<Int, Never>())
      recorder.record(
        Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self))
      XCTAssertEqual(recorder.events, ["finished", "finished"])
      XCTAssertTrue(Empty<Int, Never>().eraseToEffect().isNone)
    }

    func testNeverEndsWhenToldNotToCompleteUntilCancelled() {
      let recorder = Recorder()
      let cancellable = recorder.record(
        Empty<Int, Never>(completeImmediately: false).handleEvents(receiveCancel: {
          recorder.append("cancelled")
        }))
      XCTAssertEqual(recorder.events, [])
      cancellable.cancel()
      XCTAssertEqual(recorder.events, ["cancelled"])
    }
  }
#endif
