import StructuralDiff
import XCTest

private enum Inner: Equatable {
  case idle
  case value(Int)
}

private enum Outer {
  case inner(Inner)
  case any(Any)
  case optional(Inner?)
  case pair(Inner, Inner)
}

private struct Generic<Value> {
  enum Phase {
    case ready(Value)
  }
}

private protocol Named {}
extension Inner: Named {}

/// Issue 12, item 3: type names as Swift writes them.
final class TypeNameTests: XCTestCase {
  func testSugaredTypesNeedNoParentheses() {
    assertDump([[Double: Double]?].self, "[[Double: Double]?].self")
    assertDump([Int?]?.self, "[Int?]?.self")
    assertDump(Set<[String: [Int]]>?.self, "Set<[String: [Int]]>?.self")
    assertDump((Int, String)?.self, "(Int, String)?.self")
  }

  func testFunctionsAndCompositionsKeepTheirParentheses() {
    assertDump((() -> Void)?.self, "(() -> ())?.self")
    assertDump(((Int) -> [Int?])?.self, "((Int) -> [Int?])?.self")
    assertDump((any Decodable & Encodable)?.self, "(Decodable & Encodable)?.self")
    assertDump([(Int) -> Int?].self, "[(Int) -> Int?].self")
  }

  func testANestedPayloadThatTheCaseImpliesLeavesOutItsType() {
    let nested: Result<Result<Int, any Error>, any Error> = .success(.success(42))
    assertDump(nested, "Result.success(.success(42))")
    assertDump(Outer.inner(.value(1)), "Outer.inner(.value(1))")
    assertDump(Outer.inner(.idle), "Outer.inner(.idle)")
    // Several or labelled payloads read as fields, and keep their types as fields do.
    assertDump(Outer.pair(.idle, .value(2)), "Outer.pair(Inner.idle, Inner.value(2))")
    assertDump(Generic<Int>.Phase.ready(3), "Generic.Phase.ready(3)")
  }

  func testAPayloadStoredAsAnyOrAnOptionalKeepsItsType() {
    assertDump(Outer.any(Inner.value(1)), "Outer.any(Inner.value(1))")
    assertDump(Outer.optional(.idle), "Outer.optional(Inner.idle)")
    assertDump(Result<any Named, any Error>.success(Inner.idle), "Result.success(Inner.idle)")
  }

  func testADiffOfImpliedPayloadsShowsTheCases() {
    assertDiff(
      Outer.inner(.value(1)), Outer.inner(.value(2)),
      "\u{2212} Outer.inner(.value(1))\n+ Outer.inner(.value(2))")
  }
}
