import XCTest

@testable import ExhaustiveCore

final class CancelIDTests: XCTestCase {
  func testIdsAreEqualOnlyForTheSameTypeAndValue() {
    XCTAssertEqual(CancelID(1), CancelID(1))
    XCTAssertNotEqual(CancelID(1), CancelID(2))
    XCTAssertNotEqual(CancelID(1), CancelID(UInt8(1)))
    XCTAssertNotEqual(CancelID("1"), CancelID(1))
    XCTAssertEqual(Set([CancelID(1), CancelID(1), CancelID(UInt8(1)), CancelID("x")]).count, 3)
  }

  func testDescriptionIsRenderedFromTheKeptId() {
    struct CancelDelayId: Hashable {}
    enum Search: Hashable { case query(String) }
    XCTAssertEqual(CancelID(CancelDelayId()).description, "CancelDelayId()")
    XCTAssertEqual(CancelID("search").description, "\"search\"")
    XCTAssertEqual(CancelID(3).description, "Int(3)")
    XCTAssertEqual(CancelID(Search.query("a")).description, "Search(query(\"a\"))")
  }

  func testRegistryRemovesOneOfSeveralRegistrationsUnderAnId() {
    let registry = CancellationRegistry()
    let cancelled = Lock<[String]>([])
    let handles = ["first", "second", "third"].map { name in
      SendableCancellable { cancelled.withLock { $0.append(name) } }
    }
    let tokens = handles.map { registry.insert($0, for: CancelID(1)) }
    XCTAssertEqual(registry.count, 3)

    registry.remove(tokens[0], for: CancelID(1))
    registry.remove(tokens[2], for: CancelID(1))
    registry.remove(tokens[2], for: CancelID(1))
    XCTAssertEqual(registry.count, 1)
    XCTAssertEqual(cancelled.value, [])

    registry.cancel(id: CancelID(1))
    XCTAssertEqual(registry.count, 0)
    XCTAssertEqual(registry.ids, [])
    XCTAssertEqual(cancelled.value, ["second"])
    withExtendedLifetime(handles) {}
  }

  func testIdempotentAndEmptyHandles() {
    let calls = Lock(0)
    do {
      let handle = SendableCancellable.idempotent { calls.withLock { $0 += 1 } }
      handle.cancel()
      handle.cancel()
    }
    // Every cancel runs the closure, and so does the release.
    XCTAssertEqual(calls.value, 3)
    SendableCancellable.empty.cancel()
    XCTAssertTrue(SendableCancellable.empty === SendableCancellable.empty)
  }
}
