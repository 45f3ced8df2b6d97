import XCTest

@testable import ExhaustiveCore

final class CancellationRegistryTests: XCTestCase {
  func testCancelRemovesEveryEntryUnderTheIdAndRunsItsCancellation() {
    let registry = CancellationRegistry()
    let cancelled = Lock(0)
    _ = registry.insert(SendableCancellable { cancelled.withLock { $0 += 1 } }, for: CancelID("a"))
    _ = registry.insert(SendableCancellable { cancelled.withLock { $0 += 1 } }, for: CancelID("a"))
    _ = registry.insert(SendableCancellable {}, for: CancelID("b"))
    XCTAssertEqual(registry.count, 3)

    registry.cancel(id: CancelID("a"))

    XCTAssertEqual(cancelled.value, 2)
    XCTAssertEqual(registry.ids, [CancelID("b")])
  }

  func testARegistryReleasedWithWorkStillRegisteredCancelsEachRegistrationOnce() {
    let cancelled = Lock<[String]>([])
    do {
      let registry = CancellationRegistry()
      _ = registry.insert(
        SendableCancellable { cancelled.withLock { $0.append("a1") } }, for: CancelID("a"))
      _ = registry.insert(
        SendableCancellable { cancelled.withLock { $0.append("a2") } }, for: CancelID("a"))
      _ = registry.insert(
        SendableCancellable { cancelled.withLock { $0.append("b") } }, for: CancelID("b"))
      registry.cancel(id: CancelID("b"))
      XCTAssertEqual(cancelled.value, ["b"])
    }

    // The store that owned the registry went away: what it still held is cancelled, once each.
    XCTAssertEqual(cancelled.value.sorted(), ["a1", "a2", "b"])
  }

  func testIdsOfDifferentEmptyStructsNeverCollide() {
    struct A: Hashable {}
    struct B: Hashable {}
    XCTAssertNotEqual(CancelID(A()), CancelID(B()))
    XCTAssertEqual(CancelID(A()), CancelID(A()))
    XCTAssertEqual(CancelID(A()).description, "A()")
    XCTAssertEqual(CancelID("search").description, "\"search\"")
  }
}
