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

  final class PassthroughSubjectTests: XCTestCase {
    func testMulticastsEveryOutputToEverySubscriberInSubscriptionOrder() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      recorder.record(subject, as: "a")
      subject.send(1)
      recorder.record(subject, as: "b")
      recorder.record(subject, as: "c")
      subject.send(2)
      XCTAssertEqual(recorder.events, ["a: 1", "a: 2", "b: 2", "c: 2"])
    }

    func testCompletionFinishesEverySubscriberAndLaterSendsAreIgnored() {
      let subject = PassthroughSubject<Int, TestError>()
      let recorder = Recorder()
      recorder.record(subject, as: "a")
      recorder.record(subject, as: "b")
      subject.send(completion: .failure(TestError(code: 1)))
      subject.send(2)
      subject.send(completion: .finished)
      recorder.record(subject, as: "late")
      XCTAssertEqual(
        recorder.events,
        ["a: failure(TestError(1))", "b: failure(TestError(1))", "late: failure(TestError(1))"])
    }

    func testCancellingStopsDeliveryAtOnce() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      let a = recorder.record(subject, as: "a")
      recorder.record(subject, as: "b")
      subject.send(1)
      a.cancel()
      subject.send(2)
      subject.send(completion: .finished)
      XCTAssertEqual(recorder.events, ["a: 1", "b: 1", "b: 2", "b: finished"])
    }

    func testASubscriberCancelledByAnEarlierOneDuringASendMissesThatSend() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      let second = Lock<AnyCancellable?>(nil)
      let first = subject.sink { value in
        recorder.append("a: \(value)")
        second.value?.cancel()
      }
      second.withLock { $0 = recorder.record(subject, as: "b") }
      subject.send(1)
      subject.send(2)
      XCTAssertEqual(recorder.events, ["a: 1", "a: 2"])
      _ = first
    }

    func testASubscriberMaySendFromItsHandler() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      let echo = subject.sink { value in
        recorder.append("echo: \(value)")
        if value < 3 { subject.send(value + 1) }
      }
      subject.send(1)
      XCTAssertEqual(recorder.events, ["echo: 1", "echo: 2", "echo: 3"])
      _ = echo
    }

    func testVoidSubjectsSendWithoutAnArgument() {
      let subject = PassthroughSubject<Void, Never>()
      let count = Lock(0)
      let cancellable = subject.sink { count.withLock { $0 += 1 } }
      subject.send()
      subject.send()
      XCTAssertEqual(count.value, 2)
      _ = cancellable
    }

    func testSendsFromManyThreadsAreEachDeliveredOnce() {
      let subject = PassthroughSubject<Int, Never>()
      let received = Lock<[Int]>([])
      let cancellable = subject.sink { value in received.withLock { $0.append(value) } }
      DispatchQueue.concurrentPerform(iterations: 1_000) { subject.send($0) }
      XCTAssertEqual(received.value.sorted(), Array(0..<1_000))
      _ = cancellable
    }

    func testSubscribingAndCancellingFromManyThreadsKeepsTheListConsistent() {
      let subject = PassthroughSubject<Int, Never>()
      let kept = Lock<[AnyCancellable]>([])
      DispatchQueue.concurrentPerform(iterations: 200) { index in
        let cancellable = subject.sink { _ in }
        if index.isMultiple(of: 2) {
          kept.withLock { $0.append(cancellable) }
        } else {
          cancellable.cancel()
        }
      }
      let delivered = Lock(0)
      let counting = subject.sink { _ in delivered.withLock { $0 += 1 } }
      subject.send(1)
      XCTAssertEqual(delivered.value, 1)
      XCTAssertEqual(kept.value.count, 100)
      _ = counting
    }

    func testASubjectNobodyHoldsIsReleasedWhileSubscribed() {
      weak var released: PassthroughSubject<Int, Never>?
      let cancellable: AnyCancellable
      do {
        let subject = PassthroughSubject<Int, Never>()
        released = subject
        cancellable = subject.sink { _ in }
      }
      XCTAssertNil(released)
      cancellable.cancel()
    }
  }
#endif
