import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class JustTests: XCTestCase {
  func testEmitsItsOutputAndFinishesForEverySubscriber() {
    let recorder = Recorder()
    let just = Just(7)
    recorder.record(just)
    recorder.record(just)
    XCTAssertEqual(recorder.events, ["7", "finished", "7", "finished"])
    XCTAssertEqual(just.output, 7)
    XCTAssertEqual(Just(1), Just(1))
  }
}

final class FailTests: XCTestCase {
  func testFailsAtOnceWithoutOutput() {
    let recorder = Recorder()
    recorder.record(Fail<Int, TestError>(error: TestError(code: 2)))
    recorder.record(Fail(outputType: String.self, failure: TestError(code: 3)))
    XCTAssertEqual(recorder.events, ["failure(TestError(2))", "failure(TestError(3))"])
  }

  func testCompletionReadsAsCombineSpellsIt() {
    let received = Lock<[Subscribers.Completion<TestError>]>([])
    let cancellable = Fail<Int, TestError>(error: TestError(code: 4))
      .sink(
        receiveCompletion: { completion in received.withLock { $0.append(completion) } },
        receiveValue: { _ in XCTFail("Fail emitted an output") }
      )
    XCTAssertEqual(received.withLock { $0 }, [.failure(TestError(code: 4))])
    _ = cancellable
  }
}

final class EmptyTests: XCTestCase {
  func testFinishesAtOnceByDefault() {
    let recorder = Recorder()
    recorder.record(Empty<Int, Never>())
    recorder.record(Empty(completeImmediately: true, outputType: Int.self, failureType: Never.self))
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

final class DeferredTests: XCTestCase {
  func testMakesAFreshPublisherOnEverySubscriptionOnly() {
    let made = Lock(0)
    let deferred = Deferred { () -> Just<Int> in
      let count = made.withLock { made in
        made += 1
        return made
      }
      return Just(count)
    }
    XCTAssertEqual(made.value, 0)
    let recorder = Recorder()
    recorder.record(deferred)
    recorder.record(deferred)
    XCTAssertEqual(recorder.events, ["1", "finished", "2", "finished"])
  }

  func testCancellingStopsTheDeferredPublisher() {
    let subject = PassthroughSubject<Int, Never>()
    let recorder = Recorder()
    let cancellable = recorder.record(Deferred { subject })
    subject.send(1)
    cancellable.cancel()
    subject.send(2)
    XCTAssertEqual(recorder.events, ["1"])
  }
}
