import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// Subjects used from many threads at once: no crash, no lost or doubled completion, and every
/// output a subscriber receives was sent while it was subscribed.
final class SubjectConcurrencyTests: XCTestCase {
  func testSubscribingSendingCancellingAndCompletingAtOnce() {
    for _ in 0..<20 {
      let subject = PassthroughSubject<Int, Never>()
      let completions = Lock<[Int: Int]>([:])
      let kept = Lock<[AnyCancellable]>([])
      DispatchQueue.concurrentPerform(iterations: 64) { index in
        switch index % 4 {
        case 0:
          subject.send(index)
        case 1:
          let cancellable = subject.sink(
            receiveCompletion: { _ in completions.withLock { $0[index, default: 0] += 1 } },
            receiveValue: { _ in }
          )
          kept.withLock { $0.append(cancellable) }
        case 2:
          subject.sink { _ in }.cancel()
        default:
          if index == 63 { subject.send(completion: .finished) }
        }
      }
      subject.send(completion: .finished)
      // Every subscriber kept alive finished exactly once, whether it joined before or after the
      // completion.
      XCTAssertEqual(completions.value.count, 16)
      XCTAssertEqual(Set(completions.value.values), [1])
      kept.withLock { $0.removeAll() }
    }
  }

  func testCurrentValueSubjectAssignedFromManyThreads() {
    let subject = CurrentValueSubject<Int, Never>(0)
    let received = Lock<[Int]>([])
    let cancellable = subject.sink { value in received.withLock { $0.append(value) } }
    DispatchQueue.concurrentPerform(iterations: 500) { subject.value = $0 + 1 }
    XCTAssertEqual(received.value.sorted(), Array(0...500))
    XCTAssertTrue((1...500).contains(subject.value))
    _ = cancellable
  }
}
