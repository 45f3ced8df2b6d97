import Foundation
import XCTest

@testable import ExhaustiveCore

final class UUIDGeneratorTests: XCTestCase {
  func testCallsTheWrappedClosure() {
    let uuid = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
    let generator = UUIDGenerator { uuid }
    XCTAssertEqual(generator(), uuid)
    XCTAssertEqual(generator(), uuid)
  }

  func testLiveGeneratesDistinctRandomUUIDs() {
    let uuids = (0..<100).map { _ in UUIDGenerator.live() }
    XCTAssertEqual(Set(uuids).count, 100)
    // Version 4 (random) UUIDs carry a 4 in the version nibble.
    XCTAssertTrue(uuids.allSatisfy { $0.uuidString.dropFirst(14).first == "4" })
  }
}
