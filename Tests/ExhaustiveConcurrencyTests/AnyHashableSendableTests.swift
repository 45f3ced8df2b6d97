import ExhaustiveConcurrency
import XCTest

final class AnyHashableSendableTests: XCTestCase {
  func testEqualityAndNesting() {
    XCTAssertEqual(AnyHashableSendable(1), AnyHashableSendable(1))
    XCTAssertNotEqual(AnyHashableSendable(1), AnyHashableSendable(2))
    XCTAssertNotEqual(AnyHashableSendable(1), AnyHashableSendable("1"))

    func wrap(_ base: some Hashable & Sendable) -> AnyHashableSendable {
      AnyHashableSendable(base)
    }
    let flat = wrap(1)
    let nested = wrap(flat)
    XCTAssertEqual(flat, nested)
    XCTAssertTrue(nested.base is Int, "a wrapped AnyHashableSendable is not wrapped again")
  }

  func testEqualAcrossIntegerTypesAsAnyHashableIsAndHashesAlike() {
    let int = AnyHashableSendable(1)
    let byte = AnyHashableSendable(UInt8(1))
    XCTAssertEqual(int, byte)
    XCTAssertEqual(int.hashValue, byte.hashValue)
    XCTAssertEqual(Set([int, byte]).count, 1)
  }

  func testExistential() {
    let base: (any Hashable & Sendable)? = 1
    let wrapped = base.map(AnyHashableSendable.init)
    XCTAssertEqual(wrapped, AnyHashableSendable(1))
    let nestedBase: any Hashable & Sendable = AnyHashableSendable("a")
    XCTAssertTrue(AnyHashableSendable(nestedBase).base is String)
  }

  func testConvertsToAnyHashableAsItsBase() {
    XCTAssertEqual(AnyHashableSendable(1), 1 as AnyHashable)
    XCTAssertEqual(AnyHashableSendable("a") as AnyHashable as? String, "a")
  }

  func testLiterals() {
    XCTAssertEqual(AnyHashableSendable(true), true)
    XCTAssertEqual(AnyHashableSendable(1), 1)
    XCTAssertEqual(AnyHashableSendable(4.2), 4.2)
    XCTAssertEqual(AnyHashableSendable("Blob"), "Blob")
    let bool: AnyHashableSendable = true
    XCTAssertEqual(bool.base as? Bool, true)
    XCTAssertEqual(bool as AnyHashable as? Bool, true)
  }

  func testDescriptions() {
    let value = AnyHashableSendable("Blob")
    XCTAssertEqual(String(describing: value), "Blob")
    XCTAssertEqual(String(reflecting: value), #"AnyHashableSendable("Blob")"#)
    let children = Mirror(reflecting: value).children.map { "\($0.label ?? "nil"): \($0.value)" }
    XCTAssertEqual(children, ["value: Blob"])
  }
}
