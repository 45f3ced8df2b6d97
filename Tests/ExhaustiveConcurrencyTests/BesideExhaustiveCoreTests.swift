import ExhaustiveConcurrency
import ExhaustiveCore
import XCTest

/// ExhaustiveCore keeps a `Task.never()` of its own (app code that imports only it uses it), marked
/// disfavored: beside ExhaustiveConcurrency's, or swift-concurrency-extras' (re-exported by
/// swift-dependencies), the other one is chosen and neither call is ambiguous. This file compiling
/// is half the test; the other half is that the chosen one behaves.
final class BesideExhaustiveCoreTests: XCTestCase {
  func testTaskNeverIsUnambiguousInBothForms() async {
    let started = AsyncStream<Void>.makeStream()
    let task = Task { () -> [String] in
      started.continuation.yield()
      var log: [String] = []
      do { try await Task.never() } catch { log.append("never: \(error)") }
      do { _ = try await Task.never() as Int } catch { log.append("never as Int: \(error)") }
      return log
    }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    task.cancel()
    let log = await task.value
    XCTAssertEqual(log, ["never: CancellationError()", "never as Int: CancellationError()"])
  }
}
