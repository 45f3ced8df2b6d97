import StructuralDiff
import XCTest

private final class Node {
  var id: ObjectIdentifier?
  var next: Node?
}

private struct Registry {
  var owner: ObjectIdentifier
  var node: Node
  var type: ObjectIdentifier
}

/// Issue 12, item 3: SIMD vectors and `ObjectIdentifier` print their values.
final class VectorAndIdentifierDumpTests: XCTestCase {
  func testSIMDVectorsPrintTheirLanes() {
    assertDump(SIMD4<Float>(1, 2, 3, 4), "SIMD4<Float>(1.0, 2.0, 3.0, 4.0)")
    assertDump(SIMD2<Int>(-1, 7), "SIMD2<Int>(-1, 7)")
    assertDump(SIMD3<Double>(.nan, .infinity, 0.5), "SIMD3<Double>(.nan, .infinity, 0.5)")
    assertDump(
      SIMD16<UInt8>(repeating: 9),
      "SIMD16<UInt8>(9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9)")
    assertDiff(
      SIMD2<Int>(1, 2), SIMD2<Int>(1, 3),
      "\u{2212} SIMD2<Int>(1, 2)\n+ SIMD2<Int>(1, 3)")
  }

  /// An identifier is an address, different in every run: it prints as the number of the
  /// object it names, `ObjectIdentifier(#1)` beside `Node#1(…)`, numbered like objects by
  /// first appearance (a type's identifier takes a number too).
  func testObjectIdentifiersPrintAsObjectNumbers() {
    let node = Node()
    node.id = ObjectIdentifier(node)
    assertDump(
      Registry(owner: ObjectIdentifier(node), node: node, type: ObjectIdentifier(Int.self)),
      """
      Registry(
        owner: ObjectIdentifier(#1),
        node: Node#1(
          id: ObjectIdentifier(#1),
          next: nil
        ),
        type: ObjectIdentifier(#2)
      )
      """
    )
  }

  /// The same identifier has the same number on both sides; numbers follow the order a diff
  /// builds its parts in (the changed element before the unchanged one that precedes it).
  func testADiffNumbersIdentifiersAlikeOnBothSides() {
    let first = Node()
    let second = Node()
    assertDiff(
      [ObjectIdentifier(first), ObjectIdentifier(second)],
      [ObjectIdentifier(first), ObjectIdentifier(first)],
      """
        [
          ObjectIdentifier(#2),
      \u{2212}   ObjectIdentifier(#1),
      +   ObjectIdentifier(#2),
        ]
      """
    )
    assertDiff(ObjectIdentifier(first), ObjectIdentifier(first), nil)
  }
}
