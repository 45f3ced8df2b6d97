import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

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
