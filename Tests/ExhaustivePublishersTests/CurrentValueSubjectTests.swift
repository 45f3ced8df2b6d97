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

  final class CurrentValueSubjectTests: XCTestCase {
    func testANewSubscriberReceivesTheCurrentValueFirst() {
      let subject = CurrentValueSubject<Int, Never>(0)
      let recorder = Recorder()
      recorder.record(subject, as: "a")
      subject.send(1)
      recorder.record(subject, as: "b")
      subject.value = 2
      XCTAssertEqual(recorder.events, ["a: 0", "a: 1", "b: 1", "a: 2", "b: 2"])
      XCTAssertEqual(subject.value, 2)
    }

    func testCompletionFreezesTheValueAndEndsEverySubscriber() {
      let subject = CurrentValueSubject<String, Never>("a")
      let recorder = Recorder()
      recorder.record(subject, as: "first")
      subject.send(completion: .finished)
      subject.send("b")
      subject.value = "c"
      recorder.record(subject, as: "late")
      XCTAssertEqual(subject.value, "a")
      XCTAssertEqual(recorder.events, ["first: a", "first: finished", "late: finished"])
    }

    func testAnOptionalValueOfNilIsStillAValue() {
      let subject = CurrentValueSubject<Int?, Never>(nil)
      let recorder = Recorder()
      recorder.record(subject)
      subject.value = 1
      subject.value = nil
      XCTAssertEqual(recorder.events, ["nil", "Optional(1)", "nil"])
      XCTAssertNil(subject.value)
    }

    func testCancellingStopsDeliveryAtOnce() {
      let subject = CurrentValueSubject<Int, Never>(0)
      let recorder = Recorder()
      let cancellable = recorder.record(subject)
      cancellable.cancel()
      subject.send(1)
      XCTAssertEqual(recorder.events, ["0"])
    }
  }
#endif
