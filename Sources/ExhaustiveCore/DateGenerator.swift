import Foundation

/// A controllable source of the current date for a feature's environment or dependencies.
///
/// ```swift
/// struct AppEnvironment {
///   var date: DateGenerator
/// }
///
/// case .addButtonTapped:
///   state.todos.append(Todo(createdAt: environment.date()))
///
/// // In the app:   AppEnvironment(date: .now)
/// // In the tests: AppEnvironment(date: .constant(Date(timeIntervalSince1970: 0)))
/// //               AppEnvironment(date: .incrementing)   // from ExhaustiveTesting
/// ```
///
/// Calling `Date()` inside a reducer or a model reaches out to the real world, so the state it
/// produces differs on every run; reading the generator lets a test substitute one that hands
/// out known dates.
public struct DateGenerator: Sendable {
  private var body: GeneratorBody<Date>

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.body = GeneratorBody(generate)
  }

  /// Creates a generator that learns where each call is written, so a generator that must not be
  /// called (`DateGenerator.unimplemented`) can report the caller's line.
  package init(
    reportingAtCallSite generate: @escaping @Sendable (_ callSite: UUIDGenerator.CallSite) -> Date
  ) {
    self.body = GeneratorBody(
      reportingAtCallSite: generate, placeholder: Date(timeIntervalSince1970: 0))
  }

  /// Returns the current date, as this generator defines it.
  ///
  /// The source location is not part of the result; it is where a generator that must not be
  /// called reports the call.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Date {
    body(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The current date; setting it makes the generator return that date from then on.
  ///
  /// The spelling swift-dependencies' `DateGenerator` offers (`date.now`), so code written
  /// against it reads the same here.
  public var now: Date {
    get { self() }
    set { body.generate = { newValue } }
  }

  /// The real current date, from `Date()`.
  public static let now = DateGenerator { Date() }

  /// A generator that always returns `date`.
  ///
  /// ```swift
  /// AppEnvironment(date: .constant(Date(timeIntervalSince1970: 1_234_567_890)))
  /// ```
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}
