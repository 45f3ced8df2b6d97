import ExhaustiveUnsafe
import XCTest

@testable import StructuralDiff

/// Issue 16, item 1: the comparison (`==` ignores `screen`) and the struct of the issue.
private struct Route: Equatable {
  var count = 0
  var screen: Int.Type = Int.self
  static func == (l: Self, r: Self) -> Bool { l.count == r.count }
}

private struct M {
  var a: Any.Type
  var b: Int.Type
}

private struct Tupled {
  var before = 1
  var pair: (Int.Type, String) = (Int.self, "x")
  var after = 2
}

private struct Generic<T> {
  var value: T
  var after = 3
}

private final class Screen {
  var kind: Int.Type = Int.self
  var title = "Home"
}

private class Page {
  var route: (Int.Type, String) = (Int.self, "/")
}

/// `Mirror` copies `pair` as a 24-byte tuple from 16 bytes (a crash, with the `String`), and
/// reads `optional`'s one-byte tag as a pointer (`nil`).
private final class Detail: Page {
  var optional: Int.Type? = Int.self
  var pair: (String.Type, String) = (String.self, "detail")
  var title = "Detail"
}

private enum Destination {
  case screen(Int.Type)
}

/// One struct of `LayoutFixtures.swift` and the dump of each of its fields; `mirrorSafe` when
/// `Mirror` reads the field correctly (it does not read metatypes stored in zero bytes).
struct LayoutCase {
  var value: Any
  var name: String
  var fields: [(label: String, dump: String, mirrorSafe: Bool)]
}

final class StructLayoutTests: XCTestCase {
  /// A zero-sized metatype field crashed the dump (it read 8 bytes that are not there).
  func testMetatypeFieldTakingNoBytes() {
    assertDump(
      Route(),
      """
      Route(
        count: 0,
        screen: Int.self
      )
      """
    )
    assertDiff(
      Route(count: 1), Route(count: 2),
      """
        Route(
      −   count: 1,
      +   count: 2,
          screen: Int.self
        )
      """
    )
  }

  /// The zero-sized field printed its neighbour's value.
  func testMetatypeFieldBesideAnExistentialMetatype() {
    assertDump(
      M(a: String.self, b: Int.self),
      """
      M(
        a: String.self,
        b: Int.self
      )
      """
    )
  }

  /// A concretely typed tuple holds such a metatype in no bytes, unlike a generic `T`.
  func testTuplesHoldingMetatypesConcretelyAndGenerically() {
    assertDump(
      Tupled(),
      """
      Tupled(
        before: 1,
        pair: (
          Int.self,
          "x"
        ),
        after: 2
      )
      """
    )
    assertDump(
      Generic(value: (Int.self, "y")),
      """
      Generic<(Int.Type, String)>(
        value: (
          Int.self,
          "y"
        ),
        after: 3
      )
      """
    )
  }

  /// Classes and enums go through `Mirror`, which boxes the missing bytes as the metatype.
  func testMetatypesInClassesAndEnumPayloads() {
    assertDump(
      Screen(),
      """
      Screen#1(
        kind: Int.self,
        title: "Home"
      )
      """
    )
    assertDump(Destination.screen(Int.self), "Destination.screen(Int.self)")
    assertDump(
      Detail(),
      """
      Detail#1(
        route: (
          Int.self,
          "/"
        ),
        optional: Int.self,
        pair: (
          String.self,
          "detail"
        ),
        title: "Detail"
      )
      """
    )
  }

  /// Generated structs mixing every field kind (`scripts/generate-layout-fixtures.swift`,
  /// seed 16): the fast path's fields, `Mirror`'s children and the whole dump agree.
  func testGeneratedStructsMatchMirrorFieldByField() {
    let cases = layoutCases()
    XCTAssertEqual(cases.count, 40)
    for layoutCase in cases {
      let type = Swift.type(of: layoutCase.value)
      guard let layout = StructLayout(type) else {
        XCTFail("\(layoutCase.name): no fast path")
        continue
      }
      XCTAssertEqual(layout.fields.map(\.label), layoutCase.fields.map(\.label), layoutCase.name)
      // Reading a child copies it: `Mirror` is asked only for the fields it reads correctly.
      let children = Mirror(reflecting: layoutCase.value).children
      XCTAssertEqual(children.count, layoutCase.fields.count, layoutCase.name)
      var loaded: [Any] = []
      FieldAddress.withStorage(of: layoutCase.value) { base in
        loaded = layout.fields.map { $0.load(base + $0.offset) }
      }
      for (offset, field) in layoutCase.fields.enumerated() where offset < loaded.count {
        let context = "\(layoutCase.name).\(field.label)"
        XCTAssertEqual(String(customDumping: loaded[offset]), field.dump, context)
        if field.mirrorSafe {
          let child = children[children.index(children.startIndex, offsetBy: offset)]
          XCTAssertEqual(child.label, field.label, context)
          XCTAssertEqual(String(customDumping: child.value), field.dump, context)
        }
      }
      let body = layoutCase.fields.map { field in
        "  \(field.label): " + field.dump.replacingOccurrences(of: "\n", with: "\n  ")
      }
      let expected =
        layoutCase.fields.isEmpty
        ? "\(layoutCase.name)()"
        : "\(layoutCase.name)(\n" + body.joined(separator: ",\n") + "\n)"
      XCTAssertEqual(String(customDumping: layoutCase.value), expected, layoutCase.name)
    }
  }
}
