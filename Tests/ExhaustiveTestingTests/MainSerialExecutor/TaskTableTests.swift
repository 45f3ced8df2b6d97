import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTesting

final class TaskTableTests: XCTestCase {
  func testFindsWhatWasInsertedAndNothingElse() {
    var table = TaskTable<String>()
    XCTAssertNil(table[task(0x1000)])

    table[task(0x1000)] = "first"
    table[task(0x1010)] = "second"

    XCTAssertEqual(table[task(0x1000)], "first")
    XCTAssertEqual(table[task(0x1010)], "second")
    XCTAssertNil(table[task(0x1020)])
    XCTAssertEqual(table.count, 2)
  }

  func testAssigningAgainReplacesTheValue() {
    var table = TaskTable<Int>()
    table[task(0x2000)] = 1
    table[task(0x2000)] = 2

    XCTAssertEqual(table[task(0x2000)], 2)
    XCTAssertEqual(table.count, 1)
  }

  func testAssigningNilRemovesOnlyThatEntry() {
    var table = TaskTable<Int>()
    for index in 0..<20 { table[task(0x4000 + UInt(index) * 16)] = index }

    table[task(0x4000 + 5 * 16)] = nil
    table[task(0x9999_0000)] = nil  // Never inserted: nothing changes.

    XCTAssertEqual(table.count, 19)
    XCTAssertNil(table[task(0x4000 + 5 * 16)])
    for index in 0..<20 where index != 5 {
      XCTAssertEqual(table[task(0x4000 + UInt(index) * 16)], index)
    }
  }

  func testRemoveAllEmptiesTheTableAndItStaysUsable() {
    var table = TaskTable<Int>()
    for index in 0..<10 { table[task(0x8000 + UInt(index) * 64)] = index }

    table.removeAll()

    XCTAssertEqual(table.count, 0)
    for index in 0..<10 { XCTAssertNil(table[task(0x8000 + UInt(index) * 64)]) }
    table[task(0x8000)] = 42
    XCTAssertEqual(table[task(0x8000)], 42)
  }

  /// Insertions and removals in a pseudo-random order, checked after every step against a
  /// `Dictionary`: removals inside probe runs, runs wrapping past the table's end, and growth.
  func testAgreesWithADictionaryOverALongMixedRun() {
    var table = TaskTable<Int>()
    var reference: [UInt: Int] = [:]
    var state: UInt64 = 0x9E37
    // Few distinct addresses, so the same ones come back after removal and runs collide.
    let addresses = (0..<64).map { 0x7F00_0000_0000 + UInt($0) * 48 }
    for step in 0..<5_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let address = addresses[Int(state >> 58)]
      if state & 3 == 0 {
        table[task(address)] = nil
        reference[address] = nil
      } else {
        table[task(address)] = step
        reference[address] = step
      }
      XCTAssertEqual(table.count, reference.count, "after step \(step)")
      for candidate in addresses where table[task(candidate)] != reference[candidate] {
        let found = String(describing: table[task(candidate)])
        return XCTFail("step \(step): \(candidate) is \(found)")
      }
    }
  }

  private func task(_ address: UInt) -> RuntimeTask {
    RuntimeTask(UnsafeMutableRawPointer(bitPattern: address)!)
  }
}
