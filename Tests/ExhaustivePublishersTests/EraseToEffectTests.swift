import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class EraseToEffectTests: XCTestCase {
  private enum Action: Equatable { case value(Int) }

  func testEveryWayOfMakingAnEffectFromAPublisher() {
    let recorder = Recorder()
    let publisher = Just(1).eraseToAnyPublisher()
    recorder.record(publisher.eraseToEffect())
    recorder.record(Effect(publisher))
    recorder.record(publisher.eraseToEffect(Action.value))
    XCTAssertEqual(
      recorder.events,
      ["1", "finished", "1", "finished", "value(1)", "finished"])
  }

  func testCatchToEffectTurnsOutputsAndTheFailureIntoResults() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder()
    recorder.record(subject.catchToEffect())
    recorder.record(Fail<Int, TestError>(error: TestError(code: 3)).catchToEffect { "\($0)" })
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    XCTAssertEqual(
      recorder.events,
      [
        "failure(TestError(3))", "finished",
        "success(1)", "failure(TestError(2))", "finished",
      ])
  }

  func testFireAndForgetRetypesAPublisherThatCannotEmit() {
    let recorder = Recorder()
    let effect: Effect<Action, Never> = Empty<Never, Never>().fireAndForget()
    recorder.record(effect)
    XCTAssertEqual(recorder.events, ["finished"])
  }

  func testEffectIsAPublisherWithItsOwnOperatorsPreferred() {
    // Effect's own `map` keeps the type an effect; publisher-only operators erase to a publisher.
    let mapped: Effect<Int, Never> = Effect(value: 1).map { $0 + 1 }
    let appended: AnyPublisher<Int, Never> = Effect(value: 1).append(2)
      #if canImport(Combine)
        .eraseToAnyPublisher()
      #endif
    let recorder = Recorder()
    recorder.record(mapped)
    recorder.record(appended)
    XCTAssertEqual(recorder.events, ["2", "finished", "1", "2", "finished"])
  }

  func testSinkReceiveValueAndStoreIn() {
    let subject = PassthroughSubject<Int, Never>()
    let received = Lock<[Int]>([])
    var set = Set<AnyCancellable>()
    var array = [AnyCancellable]()
    subject.sink { value in received.withLock { $0.append(value) } }.store(in: &set)
    subject.sink { value in received.withLock { $0.append(value * 10) } }.store(in: &array)
    subject.send(1)
    set.removeAll()
    subject.send(2)
    array.removeAll()
    subject.send(3)
    #if canImport(Combine)
      // Combine's subject does not promise which subscriber hears a send first.
      XCTAssertEqual(received.value.prefix(2).sorted(), [1, 10])
      XCTAssertEqual(received.value.dropFirst(2), [20])
    #else
      XCTAssertEqual(received.value, [1, 10, 20])
    #endif
  }
}
