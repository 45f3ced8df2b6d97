import ExhaustiveCore
import Foundation
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// The scope counts its live tasks by a ticket nothing can hold, so code that keeps the scope's
/// marker (the value every hop reads) does not look like a task that never ends.
final class ScopeTicketTests: XCTestCase {
  /// Counted by the marker's reference count, the kept marker was one more live task: the scope
  /// ended with "1 task still running" although every task had finished.
  @MainActor
  func testAKeptMarkerIsNotALiveTask() async {
    let kept = KeptMarkers()
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        kept.keep(ScopeMarker.current)
        let task = Task { kept.keep(ScopeMarker.current) }
        await task.value
        XCTAssertEqual(SerialScope.current?.liveTaskCount, 0)
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(kept.count, 2)
  }

  /// A task still suspended is counted once, however many references to the marker exist.
  @MainActor
  func testASuspendedTaskIsCountedOnceBesideKeptMarkers() async {
    let kept = KeptMarkers()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    await withMainSerialExecutor {
      kept.keep(ScopeMarker.current)
      let task = Task {
        kept.keep(ScopeMarker.current)
        for await _ in stream {}
      }
      await settle()
      XCTAssertEqual(SerialScope.current?.liveTaskCount, 1)
      continuation.finish()
      await task.value
      XCTAssertEqual(SerialScope.current?.liveTaskCount, 0)
    }
  }
}

/// Markers kept past the scope, as a helper that caches the current scope would keep them.
private final class KeptMarkers: @unchecked Sendable {
  // Unchecked Sendable: `markers` is only touched under `lock`.
  private let lock = NSLock()
  private var markers: [AnyObject] = []

  func keep(_ marker: AnyObject?) {
    lock.lock()
    defer { lock.unlock() }
    if let marker { markers.append(marker) }
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return markers.count
  }
}
