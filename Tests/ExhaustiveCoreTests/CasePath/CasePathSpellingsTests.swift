import ExhaustiveCore
import XCTest

/// CasePaths 0.1's other spellings, as TCA 0.1 code uses them.
final class CasePathSpellingsTests: XCTestCase {
  func testCaseOfAConstructorIsTheSlashPath() {
    let child = CasePath<Parent, Child>.case(Parent.child)

    XCTAssertEqual(child.embed(.tapped), .child(.tapped))
    XCTAssertEqual(child.extract(from: .child(.named("a"))), .named("a"))
    XCTAssertNil(child.extract(from: .other(.tapped)))
  }

  func testCaseOfAPayloadlessCase() {
    let closed = CasePath<Parent, Void>.case(.closed)

    XCTAssertEqual(closed.embed(()), .closed)
    XCTAssertNotNil(closed.extract(from: .closed))
    XCTAssertNil(closed.extract(from: .child(.tapped)))
  }

  func testComposingWithDotDot() {
    let named = /Parent.child .. /Child.named
    let namedThroughConstructor: CasePath<Parent, String> = /Parent.child .. Child.named

    XCTAssertEqual(named.embed("b"), .child(.named("b")))
    XCTAssertEqual(named.extract(from: .child(.named("c"))), "c")
    XCTAssertNil(named.extract(from: .child(.tapped)))
    XCTAssertNil(named.extract(from: .other(.named("c"))))
    XCTAssertEqual(namedThroughConstructor.extract(from: .child(.named("d"))), "d")
  }

  func testSelfNeverAndConstant() {
    // Written as an implicit member, `action: .self`, as TCA 0.1 code does.
    let identity: CasePath<Int, Int> = .self
    XCTAssertEqual(identity.extract(from: 3), 3)
    XCTAssertEqual(identity.embed(4), 4)
    XCTAssertNil(CasePath<Int, Never>.never.extract(from: 5))
    XCTAssertEqual(CasePath<Void, String>.constant("x").extract(from: ()), "x")
  }
}

private enum Child: Equatable {
  case tapped
  case named(String)
}

private enum Parent: Equatable {
  case child(Child)
  case other(Child)
  case closed
}
