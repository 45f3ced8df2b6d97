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

  final class FutureTests: XCTestCase {
    func testRunsItsWorkOnceAtCreationAndReplaysTheResultToEverySubscriber() {
      let runs = Lock(0)
      let future = Future<Int, Never> { promise in
        runs.withLock { $0 += 1 }
        promise(.success(42))
      }
      XCTAssertEqual(runs.value, 1)
      let recorder = Recorder()
      recorder.record(future)
      recorder.record(future)
      XCTAssertEqual(runs.value, 1)
      XCTAssertEqual(recorder.events, ["42", "finished", "42", "finished"])
    }

    func testDeliversALaterResultToEveryWaitingSubscriberInOrder() {
      let promise = Lock<Future<String, TestError>.Promise?>(nil)
      let future = Future<String, TestError> { fulfil in promise.withLock { $0 = fulfil } }
      let recorder = Recorder()
      recorder.record(future, as: "a")
      recorder.record(future, as: "b")
      XCTAssertEqual(recorder.events, [])
      promise.withLock { $0 }?(.failure(TestError(code: 9)))
      XCTAssertEqual(recorder.events, ["a: failure(TestError(9))", "b: failure(TestError(9))"])
    }

    func testOnlyTheFirstFulfilmentCounts() {
      let future = Future<Int, Never> { promise in
        promise(.success(1))
        promise(.success(2))
      }
      let recorder = Recorder()
      recorder.record(future)
      XCTAssertEqual(recorder.events, ["1", "finished"])
    }

    func testACancelledSubscriberIsNotFulfilled() {
      let promise = Lock<Future<Int, Never>.Promise?>(nil)
      let future = Future<Int, Never> { fulfil in promise.withLock { $0 = fulfil } }
      let recorder = Recorder()
      let cancelled = recorder.record(future, as: "a")
      recorder.record(future, as: "b")
      cancelled.cancel()
      promise.withLock { $0 }?(.success(5))
      XCTAssertEqual(recorder.events, ["b: 5", "b: finished"])
    }

    func testTheResultMayArriveFromAnotherThread() {
      let future = Future<Int, Never> { promise in
        #if canImport(Combine)
          // Combine's promise is not `@Sendable` (ours is); calling it from another thread is
          // what Combine documents, so the box only carries it there.
          let promise = UncheckedSendable(promise)
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
            promise.value(.success(3))
          }
        #else
          DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { promise(.success(3)) }
        #endif
      }
      let finished = expectation(description: "finished")
      let recorder = Recorder()
      let cancellable = future.sink(
        receiveCompletion: { _ in finished.fulfill() },
        receiveValue: { recorder.append("\($0)") }
      )
      wait(for: [finished], timeout: 5)
      XCTAssertEqual(recorder.events, ["3"])
      _ = cancellable
    }
  }
#endif
