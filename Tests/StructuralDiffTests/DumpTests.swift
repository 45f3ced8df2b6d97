import Foundation
import StructuralDiff
import XCTest

private struct User {
  var name: String
  var tags: [String]
}

private final class Node {
  var value: Int
  var next: Node?
  init(_ value: Int) { self.value = value }
}

private class Animal {
  var legs = 4
}

private final class Dog: Animal {
  var name = "Rex"
}

private struct Box<T> {
  var value: T
}

private struct Pair<A, B> {
  var first: A
  var second: B
}

private enum Outer {
  struct Inner {
    var x: Int
  }
}

private indirect enum Expression {
  case number(Int)
  case sum(Expression, Expression)
}

private enum Shape {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case point
}

private enum Loud: CustomStringConvertible {
  case quiet
  var description: String { "LOUD" }
}

private protocol Pet {}

private struct Cat: Pet {
  var name: String
}

private struct Home {
  var pets: [any Pet]
  var favorite: any Pet
}

private struct LoadError: Error {
  var code: Int
}

final class DumpTests: XCTestCase {
  func testStruct() {
    assertDump(
      User(name: "Ada", tags: ["math", "engines"]),
      """
      User(
        name: "Ada",
        tags: [
          "math",
          "engines",
        ]
      )
      """
    )
  }

  func testEmptyStructAndCollections() {
    assertDump(CancelDelayId(), "CancelDelayId()")
    assertDump([Int](), "[]")
    assertDump([String: Int](), "[:]")
    assertDump(Set<Int>(), "Set([])")
  }

  func testClassShowsIdentityAndSuperclassFields() {
    assertDump(
      [Dog(), Dog()],
      """
      [
        Dog#1(
          legs: 4,
          name: "Rex"
        ),
        Dog#2(
          legs: 4,
          name: "Rex"
        ),
      ]
      """
    )
  }

  func testClassCyclePrintsBackReference() {
    let first = Node(1)
    first.next = Node(2)
    first.next?.next = first
    assertDump(
      first,
      """
      Node#1(
        value: 1,
        next: Node#2(
          value: 2,
          next: Node#1(↩︎)
        )
      )
      """
    )
    first.next = nil
  }

  func testSharedObjectPrintsOnceThenAsBackReference() {
    let shared = Node(7)
    assertDump(
      [shared, shared],
      """
      [
        Node#1(
          value: 7,
          next: nil
        ),
        Node#1(↩︎),
      ]
      """
    )
  }

  func testEnumWithoutPayload() {
    assertDump(AppAction.todoDelayCompleted, "AppAction.todoDelayCompleted")
    assertDump(Shape.point, "Shape.point")
  }

  func testEnumCaseNameIgnoresCustomDescription() {
    assertDump(Loud.quiet, "Loud.quiet")
  }

  func testEnumWithLabelledPayloadPrintsOnOneLineWhenShort() {
    assertDump(
      AppAction.todo(index: 0, action: .checkboxTapped),
      "AppAction.todo(index: 0, action: TodoAction.checkboxTapped)")
    assertDump(
      [Shape.circle(radius: 1), .rectangle(width: 2, height: 3)],
      """
      [
        Shape.circle(radius: 1.0),
        Shape.rectangle(width: 2.0, height: 3.0),
      ]
      """
    )
  }

  func testEnumWithLongOrNestedPayloadPrintsOnSeveralLines() {
    let long = String(repeating: "x", count: 70)
    assertDump(
      AppAction.todo(index: 12, action: .textFieldChanged(long)),
      """
      AppAction.todo(
        index: 12,
        action: TodoAction.textFieldChanged(
          "\(long)"
        )
      )
      """
    )
    assertDump(
      Result<Box<Int>, LoadError>.success(Box(value: 1)),
      """
      Result.success(
        Box<Int>(
          value: 1
        )
      )
      """
    )
  }

  func testIndirectEnum() {
    assertDump(
      Expression.sum(.number(1), .sum(.number(2), .number(3))),
      """
      Expression.sum(
        Expression.number(1),
        Expression.sum(Expression.number(2), Expression.number(3))
      )
      """
    )
  }

  func testOptionalsPrintWithoutWrapper() {
    assertDump(Int?.none, "nil")
    assertDump(Int?.some(3), "3")
    assertDump(
      Box<String?>(value: "a"),
      """
      Box<String?>(
        value: "a"
      )
      """
    )
    assertDump([1, nil, 3] as [Int?], "[\n  1,\n  nil,\n  3,\n]")
  }

  func testTuples() {
    assertDump(
      (1, label: "a"),
      """
      (
        1,
        label: "a"
      )
      """
    )
    assertDump((), "()")
  }

  func testArrayDictionarySet() {
    assertDump(
      [10: "ten", 9: "nine", 100: "hundred"],
      """
      [
        9: "nine",
        10: "ten",
        100: "hundred",
      ]
      """
    )
    assertDump(
      ["b": 1, "a": 2],
      """
      [
        "a": 2,
        "b": 1,
      ]
      """
    )
    assertDump(
      Set([100, 9, 10]),
      """
      Set([
        9,
        10,
        100,
      ])
      """
    )
    assertDump(
      [Set(["b", "a"])],
      """
      [
        Set([
          "a",
          "b",
        ]),
      ]
      """
    )
  }

  func testGenericTypeNamesDropModulesAndKeepArguments() {
    assertDump(
      Pair(first: Box(value: [1: "x"]), second: Outer.Inner(x: 1)),
      """
      Pair<Box<[Int: String]>, Outer.Inner>(
        first: Box<[Int: String]>(
          value: [
            1: "x",
          ]
        ),
        second: Outer.Inner(
          x: 1
        )
      )
      """
    )
  }

  func testStringEscaping() {
    assertDump("tab\there \"quoted\" \\ \u{1}", ##"#"tab\#there "quoted" \ \#u{1}"#"##)
    assertDump("tab\there \u{1}", #""tab\there \u{1}""#)
    assertDump("", #""""#)
  }

  func testMultilineString() {
    assertDump(
      Box(value: "line one\nline \"two\"\n\n\"\"\"end"),
      ##"""
      Box<String>(
        value: #"""
          line one
          line "two"

          """end
          """#
      )
      """##
    )
  }

  func testCharacter() {
    assertDump(Character("é"), #""é""#)
  }

  func testIntegersOfEveryWidth() {
    assertDump(
      (Int8(-8), Int16(-16), Int32(-32), Int64(-64), Int.min),
      """
      (
        -8,
        -16,
        -32,
        -64,
        -9223372036854775808
      )
      """
    )
    assertDump(
      (UInt8(8), UInt16(16), UInt32(32), UInt64.max, UInt(1)),
      """
      (
        8,
        16,
        32,
        18446744073709551615,
        1
      )
      """
    )
  }

  func testFloatingPoint() {
    assertDump(
      [1.5, -0.0, .nan, .infinity, -.infinity, 1e100],
      """
      [
        1.5,
        -0.0,
        .nan,
        .infinity,
        -.infinity,
        1e+100,
      ]
      """
    )
    assertDump(Float(0.1), "0.1")
  }

  func testDecimalAndBool() {
    assertDump(Decimal(string: "3.14")!, "3.14")
    assertDump([true, false], "[\n  true,\n  false,\n]")
  }

  func testUUIDIsBare() {
    assertDump(
      UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!,
      "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")
  }

  func testDateIsISO8601WithSubMillisecondPrecision() {
    assertDump(Date(timeIntervalSince1970: 0), "1970-01-01T00:00:00.000Z")
    assertDump(Date(timeIntervalSince1970: 1_234_567_890.5), "2009-02-13T23:31:30.500Z")
    assertDump(Date(timeIntervalSince1970: 1_234_567_890.0001), "2009-02-13T23:31:30.000100Z")
    assertDump(Date(timeIntervalSince1970: -1), "1969-12-31T23:59:59.000Z")
    let date = Date(timeIntervalSinceReferenceDate: 750_000_000)
    XCTAssertNotEqual(
      String(customDumping: date), String(customDumping: date.addingTimeInterval(0.0001)))
  }

  func testDateFractionIsThreeDigitsOrExactlySix() {
    let epoch = Date(timeIntervalSince1970: 0)
    assertDump(
      [
        epoch, epoch.addingTimeInterval(0.0001), epoch.addingTimeInterval(0.001),
        epoch.addingTimeInterval(0.12345), epoch.addingTimeInterval(0.123456),
        epoch.addingTimeInterval(-0.0001),
      ],
      """
      [
        1970-01-01T00:00:00.000Z,
        1970-01-01T00:00:00.000100Z,
        1970-01-01T00:00:00.001Z,
        1970-01-01T00:00:00.123450Z,
        1970-01-01T00:00:00.123456Z,
        1969-12-31T23:59:59.999900Z,
      ]
      """
    )
  }

  func testURLAndData() {
    assertDump(URL(string: "https://example.com/a?b=c")!, "URL(https://example.com/a?b=c)")
    assertDump(Data("hi".utf8), "Data(2 bytes: 6869)")
    assertDump(Data([7]), "Data(1 byte: 07)")
    assertDump(Data(), "Data(0 bytes)")
    assertDump(
      Data(repeating: 0xAB, count: 20), "Data(20 bytes: abababababababababababababababab…)")
  }

  func testSwiftErrors() {
    let error: any Error = LoadError(code: 4)
    assertDump(
      error,
      """
      LoadError(
        code: 4
      )
      """
    )
    assertDump(
      Result<Int, LoadError>.failure(LoadError(code: 1)),
      """
      Result.failure(
        LoadError(
          code: 1
        )
      )
      """
    )
  }

  func testNSError() {
    assertDump(
      NSError(domain: "Network", code: -1, userInfo: ["reason": "timeout"]),
      """
      NSError(
        domain: "Network",
        code: -1,
        userInfo: [
          "reason": "timeout",
        ]
      )
      """
    )
  }

  func testMetatypes() {
    assertDump(Int.self, "Int.self")
    assertDump(Box<[String]>.self, "Box<[String]>.self")
    assertDump(Outer.Inner.self, "Outer.Inner.self")
  }

  func testKeyPaths() {
    assertDump(\User.tags, #"\User.tags"#)
    assertDump(\Outer.Inner.x, #"\Outer.Inner.x"#)
  }

  func testRanges() {
    assertDump(1..<3, "1..<3")
    assertDump(1...3, "1...3")
    assertDump(2..., "2...")
    assertDump(..<5, "..<5")
    assertDump(...5.5, "...5.5")
    assertDump(
      Box(value: "a"..<"c"),
      """
      Box<Range<String>>(
        value: "a"..<"c"
      )
      """
    )
  }

  func testAnyHashableShowsItsBase() {
    assertDump(AnyHashable(3), "3")
    assertDump(
      Set([AnyHashable(10), AnyHashable(9), AnyHashable("z")]),
      """
      Set([
        9,
        10,
        "z",
      ])
      """
    )
  }

  func testExistentialsShowTheUnderlyingValue() {
    assertDump(
      Home(pets: [Cat(name: "Tom")], favorite: Cat(name: "Felix")),
      """
      Home(
        pets: [
          Cat(
            name: "Tom"
          ),
        ],
        favorite: Cat(
          name: "Felix"
        )
      )
      """
    )
    let any: Any = 42
    assertDump(any, "42")
  }

  func testFunctionsShowTheirType() {
    let function: (Int) -> String = { String($0) }
    assertDump(function, "(Int) -> String")
  }

  func testNameIndentAndMaxDepth() {
    var output = ""
    customDump(User(name: "A", tags: ["x"]), to: &output, name: "user", indent: 4)
    XCTAssertEqual(
      output,
      """
          user: User(
            name: "A",
            tags: [
              "x",
            ]
          )
      """
    )
    output = ""
    customDump(Box(value: Box(value: [1])), to: &output, maxDepth: 1)
    XCTAssertEqual(
      output,
      """
      Box<Box<[Int]>>(
        value: Box<[Int]>(…)
      )
      """
    )
    output = ""
    customDump(Box(value: 1), to: &output, maxDepth: 0)
    XCTAssertEqual(output, "Box<Int>(…)")
  }

  func testCustomDumpReturnsItsValue() {
    var output = ""
    XCTAssertEqual(customDump(5, to: &output), 5)
    XCTAssertEqual(output, "5")
  }
}
