import ExhaustiveCore
import Foundation

extension DateGenerator {
  /// A fresh generator on every access that returns 1970-01-01 00:00:00 UTC, then one second
  /// later on each call: `Date(timeIntervalSince1970: 0)`, `…(1)`, `…(2)`, ….
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(date: .incrementing, uuid: .incrementing)
  /// )
  /// ```
  ///
  /// Safe to call from any thread. For another start or step, use
  /// ``incrementing(from:by:)``.
  public static var incrementing: DateGenerator {
    incrementing(from: Date(timeIntervalSince1970: 0), by: 1)
  }

  /// A fresh generator that returns `start`, then `start + step` seconds, `start + 2 × step`, …
  /// on each call.
  ///
  /// ```swift
  /// AppEnvironment(date: .incrementing(from: Date(timeIntervalSince1970: 1_700_000_000), by: 60))
  /// ```
  ///
  /// Each date is `start` plus a whole number of steps (not a running sum), so the thousandth
  /// call is as exact as the first.
  public static func incrementing(from start: Date, by step: TimeInterval) -> DateGenerator {
    let counter = Counter()
    return DateGenerator { start.addingTimeInterval(Double(counter.next()) * step) }
  }

  /// A generator for tests that must not read the date: every call reports a failure
  /// (`Unimplemented: DateGenerator was called.`) and returns 1970-01-01 00:00:00 UTC, so the
  /// test goes on.
  ///
  /// The failure points at the line that called the generator (`environment.date()` in your
  /// reducer), unless a `TestStore` step ran it, where the failure belongs to the step.
  /// `.unimplemented()` points at the line that created the generator instead.
  public static var unimplemented: DateGenerator {
    DateGenerator(
      reportingAtCallSite: unimplementedGenerator(
        "DateGenerator", returning: Date(timeIntervalSince1970: 0)))
  }

  /// A generator for tests that must not read the date, failing at the line that created it and
  /// naming the dependency in its message: `Unimplemented: <name> was called.`
  ///
  /// ```swift
  /// AppEnvironment(date: .unimplemented())  // Unimplemented: DateGenerator was called.
  /// AppEnvironment(date: .unimplemented("AppEnvironment.date"))
  /// ```
  ///
  /// Without a name, call it where a `DateGenerator` is expected (an argument, or a `let` with
  /// the type written out): in `let date = DateGenerator.unimplemented()` Swift reads the
  /// parentheses as calling the ``unimplemented`` property's generator, which returns a date.
  public static func unimplemented(
    _ name: String = "DateGenerator",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> DateGenerator {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return DateGenerator(
      unimplementedGenerator(name, at: location, returning: Date(timeIntervalSince1970: 0)))
  }
}
