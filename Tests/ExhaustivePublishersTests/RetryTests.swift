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

  final class RetryTests: XCTestCase {
    func testSubscribesAgainAfterEachFailureUntilTheCountIsUsedUp() {
      let attempts = Lock(0)
      let failing = Deferred { () -> AnyPublisher<Int, TestError> in
        let attempt = attempts.withLock { attempts in
          attempts += 1
          return attempts
        }
        return Just(attempt).setFailureType(to: TestError.self)
          .append(Fail(error: TestError(code: attempt)))
          #if canImport(Combine)
            .eraseToAnyPublisher()
          #endif
      }
      let recorder = Recorder()
      recorder.record(failing.retry(2))
      XCTAssertEqual(attempts.value, 3)
      XCTAssertEqual(recorder.events, ["1", "2", "3", "failure(TestError(3))"])
    }

    func testASuccessfulAttemptFinishes() {
      let attempts = Lock(0)
      let flaky = Deferred { () -> AnyPublisher<String, TestError> in
        let attempt = attempts.withLock { attempts in
          attempts += 1
          return attempts
        }
        return attempt < 3
          ? Fail(error: TestError(code: attempt)).eraseToAnyPublisher()
          : Just("ok").setFailureType(to: TestError.self).eraseToAnyPublisher()
      }
      let recorder = Recorder()
      recorder.record(flaky.retry(5))
      XCTAssertEqual(recorder.events, ["ok", "finished"])
      XCTAssertEqual(attempts.value, 3)
    }

    func testZeroOrFewerRetriesPassTheFailureOn() {
      let recorder = Recorder()
      recorder.record(Fail<Int, TestError>(error: TestError(code: 4)).retry(0))
      recorder.record(Fail<Int, TestError>(error: TestError(code: 5)).retry(-1))
      XCTAssertEqual(recorder.events, ["failure(TestError(4))", "failure(TestError(5))"])
    }

    func testManyImmediateFailuresDoNotOverflowTheStack() {
      let recorder = Recorder()
      recorder.record(Fail<Int, TestError>(error: TestError(code: 6)).retry(100_000))
      XCTAssertEqual(recorder.events, ["failure(TestError(6))"])
    }

    func testAFailureLaterThanTheStartIsRetriedToo() {
      let (subjects, upstream) = aSubjectPerAttempt()
      let recorder = Recorder()
      let cancellable = recorder.record(upstream.retry(1))
      subjects.value[0].send(1)
      subjects.value[0].send(completion: .failure(TestError(code: 1)))
      subjects.value[1].send(2)
      cancellable.cancel()
      subjects.value[1].send(3)
      XCTAssertEqual(subjects.value.count, 2)
      XCTAssertEqual(recorder.events, ["1", "2"])
    }

    func testAFailureAfterCancellingStartsNoMoreAttempts() {
      let (subjects, upstream) = aSubjectPerAttempt()
      let recorder = Recorder()
      let cancellable = recorder.record(upstream.retry(5))
      cancellable.cancel()
      subjects.value[0].send(completion: .failure(TestError(code: 1)))
      XCTAssertEqual(subjects.value.count, 1)
      XCTAssertEqual(recorder.events, [])
    }

    func testCatchAfterRetryAsTCAZeroOneWroteIt() {
      let recorder = Recorder()
      recorder.record(
        Effect<Never, TestError>(error: TestError(code: 1))
          .retry(3)
          .catch { _ in Fail<Never, TestError>(error: TestError(code: 2)) })
      XCTAssertEqual(recorder.events, ["failure(TestError(2))"])
    }

    /// An upstream that makes a new subject for each attempt, and the subjects made so far.
    private func aSubjectPerAttempt() -> (
      Lock<[PassthroughSubject<Int, TestError>]>, Deferred<PassthroughSubject<Int, TestError>>
    ) {
      let subjects = Lock<[PassthroughSubject<Int, TestError>]>([])
      let upstream = Deferred { () -> PassthroughSubject<Int, TestError> in
        let subject = PassthroughSubject<Int, TestError>()
        subjects.withLock { $0.append(subject) }
        return subject
      }
      return (subjects, upstream)
    }
  }
#endif
