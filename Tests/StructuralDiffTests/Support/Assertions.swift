import StructuralDiff
import XCTest

/// Asserts the full dump text of `value`, byte for byte.
func assertDump<T>(
  _ value: T, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  let actual = String(customDumping: value)
  XCTAssertEqual(actual, expected, "\n--- actual ---\n\(actual)\n", file: file, line: line)
}

/// Asserts the full diff text of two values, byte for byte (`nil`: no difference).
func assertDiff<T>(
  _ first: T, _ second: T, _ expected: String?, file: StaticString = #filePath,
  line: UInt = #line
) {
  let actual = diff(first, second)
  XCTAssertEqual(
    actual, expected, "\n--- actual ---\n\(actual ?? "nil")\n", file: file, line: line)
}
