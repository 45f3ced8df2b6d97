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
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a closure.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns the next UUID.
  public func callAsFunction() -> UUID {
    generate()
  }

  /// Random version-4 UUIDs from `UUID()`.
  public static let live = UUIDGenerator { UUID() }
}
