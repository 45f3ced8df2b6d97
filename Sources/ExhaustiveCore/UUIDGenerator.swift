import Foundation

/// A controllable source of UUIDs for a feature's environment.
///
/// ```swift
/// struct AppEnvironment {
///   var uuid: UUIDGenerator
/// }
///
/// case .addButtonTapped:
///   state.todos.insert(Todo(id: environment.uuid()), at: 0)
///
/// // In the app:   AppEnvironment(uuid: .live)
/// // In the tests: AppEnvironment(uuid: .incrementing)   // from ExhaustiveTesting
/// ```
///
/// Calling `UUID()` inside a reducer reaches out to the real world and makes its state
/// unpredictable; reading the generator from the environment lets a test substitute one that
/// hands out known values.
public struct UUIDGenerator: Sendable {
  private let body: GeneratorBody<UUID>

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.body = GeneratorBody(generate)
  }

  /// Creates a generator that learns where each call is written, so a generator that must not be
  /// called (`UUIDGenerator.unimplemented`) can report the caller's line.
  package init(reportingAtCallSite generate: @escaping @Sendable (_ callSite: CallSite) -> UUID) {
    self.body = GeneratorBody(
      reportingAtCallSite: generate,
      placeholder: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
  }

  /// Returns the next UUID.
  ///
  /// The source location is not part of the result; it is where a generator that must not be
  /// called reports the call.
  public func callAsFunction(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> UUID {
    body(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Where a generator is called.
  package struct CallSite: Sendable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt
  }

  /// Random version-4 UUIDs from `UUID()`.
  public static let live = UUIDGenerator { UUID() }
}
