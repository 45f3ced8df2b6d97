import StructuralDiff
import XCTest

private struct Setting {
  var name: String
  var value: Any
}

private enum Event {
  case value(Any)
}

/// Values that print alike but differ in their dynamic type behind `Any` (issue 12 §4).
final class DynamicTypeDiffTests: XCTestCase {
  func testRootValuesOfDifferentTypesNameTheirTypes() {
    assertDiff(
      29.99 as Float as Any, 29.99 as Double as Any,
      """
      − 29.99 as Float
      + 29.99 as Double
      """
    )
  }

  func testDictionaryValuesOfDifferentTypesNameTheirTypes() {
    assertDiff(
      ["value": 29.99 as Float, "name": "a"] as [String: Any],
      ["value": 29.99 as Double, "name": "a"] as [String: Any],
      """
        [
          "name": "a",
      −   "value": 29.99 as Float,
      +   "value": 29.99 as Double,
        ]
      """
    )
  }

  func testArrayElementsOfDifferentTypesNameTheirTypes() {
    assertDiff(
      [1 as Int, 2 as Int] as [Any],
      [1 as Int, 2 as UInt8] as [Any],
      """
        [
          1,
      −   2 as Int,
      +   2 as UInt8,
        ]
      """
    )
  }

  func testFieldsOfDifferentTypesNameTheirTypes() {
    assertDiff(
      Setting(name: "volume", value: "1" as String),
      Setting(name: "volume", value: "1" as Character),
      """
        Setting(
          name: "volume",
      −   value: "1" as String
      +   value: "1" as Character
        )
      """
    )
  }

  func testEnumPayloadsOfDifferentTypesNameTheirTypes() {
    assertDiff(
      Event.value(29.99 as Float), Event.value(29.99 as Double),
      """
        Event.value(
      −   29.99 as Float
      +   29.99 as Double
        )
      """
    )
  }

  func testSameTypesThatPrintAlikeHaveNoDiff() {
    XCTAssertNil(diff(29.99 as Double as Any, 29.99 as Double as Any))
    XCTAssertNil(diff(["value": 1 as Int] as [String: Any], ["value": 1 as Int] as [String: Any]))
  }
}
