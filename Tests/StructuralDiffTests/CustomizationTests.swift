import StructuralDiff
import XCTest

private struct Celsius: CustomDumpStringConvertible {
  var degrees: Double
  var customDumpDescription: String { "\(degrees) °C" }
}

private struct Tagged<Raw>: CustomDumpRepresentable {
  var rawValue: Raw
  var customDumpValue: Any { rawValue }
}

private struct Session: CustomDumpReflectable {
  var user: String
  var token: String
  var customDumpMirror: Mirror {
    Mirror(self, children: ["user": user], displayStyle: .struct)
  }
}

private struct Weather {
  var temperature: Celsius
  var station: Tagged<Int>
}

final class CustomizationTests: XCTestCase {
  func testStringConvertible() {
    assertDump(Celsius(degrees: 21.5), "21.5 °C")
  }

  func testRepresentable() {
    assertDump(Tagged(rawValue: 42), "42")
    assertDump(Tagged(rawValue: Tagged(rawValue: "nested")), #""nested""#)
  }

  func testReflectable() {
    assertDump(
      Session(user: "ada", token: "secret"),
      """
      Session(
        user: "ada"
      )
      """
    )
  }

  func testCustomizedFieldsInsideStructs() {
    assertDump(
      Weather(temperature: Celsius(degrees: 3), station: Tagged(rawValue: 7)),
      """
      Weather(
        temperature: 3.0 °C,
        station: 7
      )
      """
    )
  }

  func testDiffUsesCustomizedDumps() {
    assertDiff(
      Weather(temperature: Celsius(degrees: 3), station: Tagged(rawValue: 7)),
      Weather(temperature: Celsius(degrees: 4), station: Tagged(rawValue: 7)),
      """
        Weather(
      −   temperature: 3.0 °C,
      +   temperature: 4.0 °C,
          station: 7
        )
      """
    )
  }

  func testHiddenFieldsOnlyDifferByNothingVisible() {
    // Not Equatable: a difference the dump does not show is no difference.
    XCTAssertNil(diff(Session(user: "a", token: "1"), Session(user: "a", token: "2")))
  }
}
