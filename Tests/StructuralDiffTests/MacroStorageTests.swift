import StructuralDiff
import XCTest

/// What a macro stores beside a struct's properties: never printed, like Observation's registrar.
private struct ObservationRegistrarStandIn: Equatable {}

private struct Feature: Equatable {
  var _$id = 7
  var count: Int
  var _$observationRegistrar = ObservationRegistrarStandIn()
}

private final class Model {
  var _$perceptionRegistrar = ObservationRegistrarStandIn()
  var title = "Inbox"
}

/// A custom mirror lists what it means to print, macro storage included.
private struct Listed: CustomReflectable {
  var _$id = 3
  var customMirror: Mirror { Mirror(self, children: ["_$id": _$id]) }
}

/// Reflected through its mirror (an existential field keeps it off the direct-storage path).
private struct Boxed {
  var _$id = 1
  var value: Any
}

private enum Screen: Equatable {
  case detail(Feature)
}

/// Issue 23: a stored property labelled `_$…` is left out of dumps and diffs of every kind of
/// type (structs, classes, enum payloads), unless a custom mirror lists it.
final class MacroStorageTests: XCTestCase {
  func testStructsClassesAndPayloadsLeaveMacroStorageOut() {
    assertDump(Feature(count: 1), "Feature(\n  count: 1\n)")
    assertDump(Model(), #"Model#1(\#n  title: "Inbox"\#n)"#)
    assertDump(Screen.detail(Feature(count: 2)), "Screen.detail(\n  Feature(\n    count: 2\n  )\n)")
    assertDump(Boxed(value: 5), "Boxed(\n  value: 5\n)")
  }

  func testACustomMirrorThatListsItKeepsIt() {
    assertDump(Listed(), "Listed(\n  _$id: 3\n)")
  }

  func testDiffsLeaveMacroStorageOut() {
    assertDiff(
      Feature(count: 1), Feature(count: 2),
      """
        Feature(
      \u{2212}   count: 1
      +   count: 2
        )
      """)
    // Values that differ only in macro storage differ by `==`, and the diff says so.
    var other = Feature(count: 1)
    other._$id = 8
    assertDiff(
      Feature(count: 1), other,
      """
        // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
        Feature(
          count: 1
        )
      """)
  }
}
