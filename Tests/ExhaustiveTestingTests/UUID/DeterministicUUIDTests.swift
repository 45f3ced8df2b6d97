import ExhaustiveTesting
import Foundation
import XCTest

final class DeterministicUUIDTests: XCTestCase {
  func testIntInitializerWritesTheValueIntoTheLastBytes() {
    XCTAssertEqual(UUID(0).uuidString, "00000000-0000-0000-0000-000000000000")
    XCTAssertEqual(UUID(1).uuidString, "00000000-0000-0000-0000-000000000001")
    XCTAssertEqual(UUID(255).uuidString, "00000000-0000-0000-0000-0000000000FF")
    XCTAssertEqual(UUID(0x1234_5678_9ABC).uuidString, "00000000-0000-0000-0000-123456789ABC")
    XCTAssertEqual(UUID(Int.max).uuidString, "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
    XCTAssertEqual(UUID(-1).uuidString, "00000000-0000-0000-FFFF-FFFFFFFFFFFF")
  }

  func testIntInitializerMatchesTheTranscriptsStringSpelling() {
    XCTAssertEqual(UUID(1), UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
  }

  func testIncrementingCountsFromZeroAndEachAccessStartsOver() {
    let first = UUID.incrementing
    XCTAssertEqual([first(), first(), first()], [UUID(0), UUID(1), UUID(2)])
    let second = UUID.incrementing
    XCTAssertEqual(second(), UUID(0))
    XCTAssertEqual(first(), UUID(3))
  }

  func testIncrementingFitsAnEnvironmentThatStoresAPlainClosure() {
    struct Environment { var uuid: () -> UUID }
    let environment = Environment(uuid: UUID.incrementing)
    XCTAssertEqual(environment.uuid(), UUID(0))
    XCTAssertEqual(environment.uuid(), UUID(1))
  }

  func testIncrementingIsThreadSafe() {
    let uuid = UUID.incrementing
    let seen = Lock<Set<UUID>>([])
    DispatchQueue.concurrentPerform(iterations: 1000) { _ in
      let value = uuid()
      seen.withLock { _ = $0.insert(value) }
    }
    XCTAssertEqual(seen.value, Set((0..<1000).map { UUID($0) }))
  }
}
