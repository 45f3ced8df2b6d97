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

  final class CombiningOperatorTests: XCTestCase {
    func testAppendRunsAfterTheUpstreamFinished() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      recorder.record(subject.append(8, 9))
      recorder.record(Just(1).append([2, 3]).append(Just(4)), as: "just")
      subject.send(1)
      subject.send(completion: .finished)
      XCTAssertEqual(
        recorder.events,
        ["just: 1", "just: 2", "just: 3", "just: 4", "just: finished", "1", "8", "9", "finished"])
    }

    func testAppendNeverRunsAfterAFailure() {
      let recorder = Recorder()
      recorder.record(Fail<Int, TestError>(error: TestError()).append(1))
      XCTAssertEqual(recorder.events, ["failure(TestError(1))"])
    }

    func testPrependRunsBeforeTheUpstreamStarts() {
      let subject = CurrentValueSubject<Int, Never>(10)
      let recorder = Recorder()
      recorder.record(subject.prepend(1, 2).prepend([0]).prepend(Just(-1)))
      subject.send(11)
      XCTAssertEqual(recorder.events, ["-1", "0", "1", "2", "10", "11"])
    }

    func testMergeInterleavesAndFinishesAfterAll() {
      let a = PassthroughSubject<String, Never>()
      let b = PassthroughSubject<String, Never>()
      let c = PassthroughSubject<String, Never>()
      let recorder = Recorder()
      recorder.record(a.merge(with: b, c))
      recorder.record(a.merge(with: Just("j")), as: "two")
      a.send("a1")
      c.send("c1")
      b.send("b1")
      a.send(completion: .finished)
      b.send(completion: .finished)
      XCTAssertEqual(
        recorder.events,
        ["two: j", "a1", "two: a1", "c1", "b1", "two: finished"])
      c.send(completion: .finished)
      XCTAssertEqual(recorder.events.last, "finished")
    }

    func testSequencePublisherStopsBetweenElementsWhenCancelled() {
      let recorder = Recorder()
      recorder.record((1...100).publisher.prefix(3))
      XCTAssertEqual(recorder.events, ["1", "2", "3", "finished"])
    }
  }
#endif
