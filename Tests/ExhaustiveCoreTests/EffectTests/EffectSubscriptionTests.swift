import XCTest

@testable import ExhaustiveCore

/// How the handle returned for a started effect behaves, whichever way the effect ended.
final class EffectSubscriptionTests: XCTestCase {
  func testSinkHandsOutAHandleOfItsOwnEvenForAnEffectThatIsOverAtOnce() {
    var cancellables: Set<AnyCancellable> = []
    Effect<Int, Never>(value: 1).sink { _ in }.store(in: &cancellables)
    Effect<Int, Never>(value: 2).sink { _ in }.store(in: &cancellables)
    XCTAssertEqual(cancellables.count, 2)
  }

  func testAnEffectThatCompletedWhileStartingStillHasItsWorkStoppedOnCancel() {
    let stopped = Lock(0)
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>.run { subscriber in
        subscriber.send(1)
        subscriber.send(completion: .finished)
        return AnyCancellable { stopped.withLock { $0 += 1 } }
      })
    XCTAssertEqual(recorder.events, ["1", "finished"])
    XCTAssertEqual(stopped.value, 0)
    cancellable.cancel()
    cancellable.cancel()
    XCTAssertEqual(stopped.value, 1)
  }

  func testReleasingTheHandleOfARunningEffectStopsItOnceAndDropsLaterSends() {
    let stopped = Lock(0)
    let handedOut = Lock<EffectSubscriber<Int, Never>?>(nil)
    let values = Lock<[Int]>([])
    var cancellable: AnyCancellable? = Effect<Int, Never>.run { subscriber in
      handedOut.withLock { $0 = subscriber }
      return AnyCancellable { stopped.withLock { $0 += 1 } }
    }
    .sink { value in values.withLock { $0.append(value) } }
    let subscriber = handedOut.withLock { $0! }
    subscriber.send(1)
    cancellable?.cancel()
    cancellable = nil
    subscriber.send(2)
    XCTAssertEqual(values.value, [1])
    XCTAssertEqual(stopped.value, 1)
    XCTAssertTrue(subscriber.isTerminated)
  }

  func testAValueEffectHandsTheSameValueToEveryStart() {
    final class Box {}
    let box = Box()
    let received = Lock<[ObjectIdentifier]>([])
    let effect = Effect<Box, Never>(value: box)
    for _ in 0..<2 {
      _ = effect.sink { value in received.withLock { $0.append(ObjectIdentifier(value)) } }
    }
    XCTAssertEqual(received.value, [ObjectIdentifier(box), ObjectIdentifier(box)])
  }

  func testAnEffectThatIsOverAtOnceCanStillBeStartedIntoASubscriber() {
    let events = Lock<[String]>([])
    let subscriber = EffectSubscriber<Int, Never>(
      receiveValue: { value in events.withLock { $0.append("\(value)") } },
      receiveCompletion: { _ in events.withLock { $0.append("finished") } }
    )
    let work = Effect<Int, Never>(value: 5).start(EffectContext(), subscriber)
    XCTAssertEqual(events.value, ["5", "finished"])
    XCTAssertTrue(subscriber.isTerminated)
    XCTAssertTrue(work.isEmpty)
  }

  func testAValueEffectStartedFromItsOwnOutputDeliversInStartOrder() {
    let recorder = EffectRecorder()
    let effect = Effect<Int, Never>(value: 1)
    let nested = Lock(false)
    _ = effect.subscribe(
      in: recorder.context,
      receiveCompletion: { _ in recorder.append("outer finished") },
      receiveValue: { value in
        recorder.append("outer \(value)")
        let isNested = nested.withLock { isNested in
          defer { isNested = true }
          return isNested
        }
        if !isNested { _ = recorder.start(effect) }
      }
    )
    XCTAssertEqual(recorder.events, ["outer 1", "1", "finished", "outer finished"])
  }

  func testARunEffectStopsWorkBehindAnyCancellableOnlyOnce() {
    struct Stopper: Cancellable {
      let stops: Lock<Int>
      func cancel() { stops.withLock { $0 += 1 } }
    }
    let stops = Lock(0)
    let wrapped = Lock(0)
    var handles: [AnyCancellable] = [
      Effect<Int, Never>.run { _ in Stopper(stops: stops) }.sink { _ in },
      Effect<Int, Never>.run { _ in AnyCancellable { wrapped.withLock { $0 += 1 } } }.sink { _ in },
    ]
    for handle in handles {
      handle.cancel()
      handle.cancel()
    }
    handles.removeAll()
    XCTAssertEqual(stops.value, 1)
    XCTAssertEqual(wrapped.value, 1)
  }
}
