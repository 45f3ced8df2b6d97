import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

final class TransformingOperatorTests: XCTestCase {
  private struct Wrapped: Error, CustomStringConvertible {
    var inner: TestError
    var description: String { "Wrapped(\(inner))" }
  }

  func testMapCompactMapAndFilterTransformOutputs() {
    let subject = PassthroughSubject<String, Never>()
    let recorder = Recorder()
    recorder.record(
      subject
        .compactMap { Int($0) }
        .filter { $0 > 1 }
        .map { $0 * 10 })
    for text in ["1", "x", "2", "3"] { subject.send(text) }
    subject.send(completion: .finished)
    XCTAssertEqual(recorder.events, ["20", "30", "finished"])
  }

  func testMapErrorAndSetFailureTypeRetypeTheFailure() {
    let recorder = Recorder()
    recorder.record(Fail<Int, TestError>(error: TestError(code: 2)).mapError(Wrapped.init))
    let retyped: AnyPublisher<Int, TestError> = Just(1).setFailureType(to: TestError.self)
      #if canImport(Combine)
        .eraseToAnyPublisher()
      #endif
    recorder.record(retyped)
    XCTAssertEqual(recorder.events, ["failure(Wrapped(TestError(2)))", "1", "finished"])
  }

  func testReplaceErrorEmitsTheReplacementAndFinishes() {
    let subject = PassthroughSubject<Int, TestError>()
    let recorder = Recorder()
    recorder.record(subject.replaceError(with: -1))
    recorder.record(Just(5).setFailureType(to: TestError.self).replaceError(with: -1))
    subject.send(1)
    subject.send(completion: .failure(TestError()))
    XCTAssertEqual(recorder.events, ["5", "finished", "1", "-1", "finished"])
  }

  func testCatchSwitchesToTheReplacementAfterTheFailure() {
    let subject = PassthroughSubject<Int, TestError>()
    let replacement = PassthroughSubject<Int, Wrapped>()
    let recorder = Recorder()
    recorder.record(
      subject.catch { error -> PassthroughSubject<Int, Wrapped> in
        recorder.append("caught \(error)")
        return replacement
      })
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 3)))
    subject.send(2)
    replacement.send(10)
    replacement.send(completion: .failure(Wrapped(inner: TestError(code: 4))))
    XCTAssertEqual(
      recorder.events,
      ["1", "caught TestError(3)", "10", "failure(Wrapped(TestError(4)))"])
  }

  func testCatchPassesAFinishThroughAndCancelsTheReplacement() {
    let recorder = Recorder()
    recorder.record(Just(1).setFailureType(to: TestError.self).catch { _ in Just(2) })
    let replacement = PassthroughSubject<Int, Never>()
    let cancellable = recorder.record(
      Fail<Int, TestError>(error: TestError()).catch { _ in replacement }, as: "caught")
    replacement.send(3)
    cancellable.cancel()
    replacement.send(4)
    XCTAssertEqual(recorder.events, ["1", "finished", "caught: 3"])
  }

  // Pins our implementation of a Combine operator. Where Combine exists the operator is
  // Combine's (see ExhaustiveCore's Combine.swift), with Combine's own ordering.
  #if !canImport(Combine)
    func testHandleEventsAndPrefixOnAPublisher() {
      let subject = PassthroughSubject<Int, Never>()
      let recorder = Recorder()
      recorder.record(
        subject
          .handleEvents(
            receiveSubscription: { _ in recorder.append("subscribed") },
            receiveOutput: { recorder.append("saw \($0)") },
            receiveCompletion: { recorder.append("saw \($0)") },
            receiveCancel: { recorder.append("cancelled") }
          )
          .prefix(2))
      subject.send(1)
      subject.send(2)
      subject.send(3)
      XCTAssertEqual(
        recorder.events, ["subscribed", "saw 1", "1", "saw 2", "2", "finished", "cancelled"])
    }
  #endif
}
