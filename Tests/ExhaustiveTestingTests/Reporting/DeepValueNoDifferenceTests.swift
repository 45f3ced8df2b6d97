import ExhaustiveTesting
import Foundation
import XCTest

/// `Equatable`: its synthesized `==` recurses once per link.
private indirect enum Chain: Equatable, Sendable {
  case end(Int)
  case link(Chain)

  static func depth(_ depth: Int, end: Int) -> Chain {
    var chain = Chain.end(end)
    for _ in 0..<depth { chain = .link(chain) }
    return chain
  }
}

/// Holds results across the thread boundary; written by one thread, read after it signals.
private final class Results: @unchecked Sendable {
  var failures: [String] = []
}

/// Issue 16, item 3: `expectNoDifference` asked `==` on the caller's stack, and 4,000
/// `Equatable` levels overflowed a 512 KB thread (Swift Testing's) in debug builds.
final class DeepValueNoDifferenceTests: XCTestCase {
  func testDepth10000OnA512KBStack() {
    let first = Chain.depth(10_000, end: 1)
    let same = Chain.depth(10_000, end: 1)
    let second = Chain.depth(10_000, end: 2)
    let results = Results()
    let finished = DispatchSemaphore(value: 0)
    // The values stay alive (and are freed) on this thread: freeing a 10,000-deep value
    // recurses in the runtime, which is not the assertion's business.
    let thread = Thread { [first, same, second] in
      results.failures = withExpectedFailures {
        expectNoDifference(first, same)
        expectNoDifference(first, second)
      }
      finished.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    finished.wait()
    XCTAssertEqual(results.failures.count, 1)
    let failure = results.failures.first ?? ""
    XCTAssert(failure.hasPrefix("expectNoDifference failed: …\n\n  Chain.link(\n"))
    XCTAssert(failure.contains("\n\u{2212} " + String(repeating: " ", count: 2 * 9_990)))
    XCTAssert(failure.hasSuffix("\n  )\n\n(Expected: −, Actual: +)"))
  }
}
