import ExhaustiveConcurrency
import Foundation
import XCTest

final class TaskTests: XCTestCase {
  func testCancellableValuePassesTheWaitersCancellationOn() async {
    let started = AsyncStream<Void>.makeStream()
    let child = Task { () -> String in
      started.continuation.yield()
      do {
        try await Task.never()
        return "returned"
      } catch {
        return "cancelled"
      }
    }
    let waiter = Task { await child.cancellableValue }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    waiter.cancel()
    let value = await waiter.value
    XCTAssertEqual(value, "cancelled")
  }

  func testThrowingCancellableValuePassesTheWaitersCancellationOn() async {
    let started = AsyncStream<Void>.makeStream()
    let child = Task { () throws -> Int in
      started.continuation.yield()
      return try await Task.never()
    }
    let waiter = Task { try await child.cancellableValue }
    var startedIterator = started.stream.makeAsyncIterator()
    await startedIterator.next()
    waiter.cancel()
    let result = await waiter.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  func testThrowingCancellableValueReturnsTheTasksValue() async throws {
    let task = Task { () throws -> Int in 7 }
    let value = try await task.cancellableValue
    XCTAssertEqual(value, 7)
  }

  func testMegaYieldDefaultCountFollowsTheEnvironment() async {
    let expected =
      ProcessInfo.processInfo.environment["TASK_MEGA_YIELD_COUNT"]
      .flatMap { Int($0) }.map { max(0, min($0, 10_000)) } ?? 20
    XCTAssertEqual(_defaultMegaYieldCount, expected)
  }
}
