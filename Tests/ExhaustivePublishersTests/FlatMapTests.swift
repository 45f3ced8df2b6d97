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

  final class FlatMapTests: XCTestCase {
    func testEmitsTheInnerOutputsAndFinishesAfterEverything() {
      let upstream = PassthroughSubject<Int, Never>()
      let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
      let recorder = Recorder()
      recorder.record(upstream.flatMap { inners[$0] })
      upstream.send(0)
      upstream.send(1)
      inners[1].send("b1")
      inners[0].send("a1")
      upstream.send(completion: .finished)
      inners[0].send(completion: .finished)
      XCTAssertEqual(recorder.events, ["b1", "a1"])
      inners[1].send(completion: .finished)
      XCTAssertEqual(recorder.events, ["b1", "a1", "finished"])
    }

    func testInnerPublishersThatAreOverAtOnce() {
      let recorder = Recorder()
      recorder.record([1, 2, 3].publisher.flatMap { Just($0 * 2) })
      XCTAssertEqual(recorder.events, ["2", "4", "6", "finished"])
    }

    func testTheFirstFailureCancelsEverythingElse() {
      let upstream = PassthroughSubject<Int, TestError>()
      let inner = PassthroughSubject<Int, TestError>()
      let recorder = Recorder()
      recorder.record(
        upstream.flatMap { _ in
          inner.handleEvents(receiveCancel: { recorder.append("inner cancelled") })
        })
      upstream.send(0)
      upstream.send(completion: .failure(TestError(code: 8)))
      inner.send(1)
      XCTAssertEqual(recorder.events, ["inner cancelled", "failure(TestError(8))"])

      let failingInner = Recorder()
      let other = PassthroughSubject<Int, TestError>()
      failingInner.record(
        other.handleEvents(receiveCancel: { failingInner.append("upstream cancelled") })
          .flatMap { _ in Fail<Int, TestError>(error: TestError(code: 2)) })
      other.send(1)
      XCTAssertEqual(failingInner.events, ["upstream cancelled", "failure(TestError(2))"])
    }

    func testCancellingStopsTheUpstreamAndEveryInner() {
      let upstream = PassthroughSubject<Int, Never>()
      let inner = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      let cancellable = recorder.record(
        upstream
          .handleEvents(receiveCancel: { recorder.append("upstream cancelled") })
          .flatMap { _ in inner.handleEvents(receiveCancel: { recorder.append("inner cancelled") })
          })
      upstream.send(0)
      inner.send(1)
      cancellable.cancel()
      inner.send(2)
      upstream.send(1)
      XCTAssertEqual(recorder.events, ["1", "inner cancelled", "upstream cancelled"])
    }
  }

  final class FlatMapFailureTypeTests: XCTestCase {
    func testAPublisherThatCannotFailTakesOnTheInnerFailureType() {
      let recorder = Recorder()
      let numbers = PassthroughSubject<Int, Never>()
      let flattened: AnyPublisher<Int, TestError> = numbers.flatMap { value in
        value < 0
          ? Fail<Int, TestError>(error: TestError(code: value)).eraseToAnyPublisher()
          : Just(value).setFailureType(to: TestError.self).eraseToAnyPublisher()
      }
      #if canImport(Combine)
        .eraseToAnyPublisher()
      #endif
      recorder.record(flattened)
      numbers.send(1)
      numbers.send(-2)
      numbers.send(3)
      XCTAssertEqual(recorder.events, ["1", "failure(TestError(-2))"])
    }

    func testNeitherFailingIsUnambiguous() {
      let recorder = Recorder()
      let flattened: AnyPublisher<Int, Never> = Just(1).flatMap { Just($0 + 1) }
        #if canImport(Combine)
          .eraseToAnyPublisher()
        #endif
      recorder.record(flattened)
      recorder.record(Just(5).flatMap { Just($0 * 2) })
      XCTAssertEqual(recorder.events, ["2", "finished", "10", "finished"])
    }
  }
#endif
