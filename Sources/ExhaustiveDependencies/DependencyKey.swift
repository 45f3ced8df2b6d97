/// A key for a dependency that has a live implementation, the one the app runs with.
///
/// ```swift
/// struct NumberFactClient: Sendable {
///   var fact: @Sendable (Int) async throws -> String
/// }
///
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient { number in
///     let (data, _) = try await URLSession.shared.data(
///       from: URL(string: "http://numbersapi.com/\(number)")!)
///     return String(decoding: data, as: UTF8.self)
///   }
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// Give the key a ``TestDependencyKey/testValue`` too (one whose endpoints are
/// `unimplemented("NumberFactClient.fact")` from ExhaustiveTesting, say): without one, a test
/// that reads the dependency without overriding it fails, naming the dependency, and runs on
/// with the live value.
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The value the app runs with.
  static var liveValue: Value { get }

  // Repeated from `TestDependencyKey` so that Swift infers `Value` from `liveValue` alone.
  /// The type of the dependency's value; the key itself when it is its own value.
  associatedtype Value = Self
  /// The value used while rendering previews.
  static var previewValue: Value { get }
  /// The value used in tests that do not override the dependency.
  static var testValue: Value { get }
}

/// A key for a dependency whose test value is known where its interface is declared, while the
/// live implementation lives elsewhere (a module the interface must not import).
///
/// The live module then conforms the key to ``DependencyKey``. Alone, a `TestDependencyKey` has
/// no live value: read in an app, the dependency reports an issue and runs with its test value.
public protocol TestDependencyKey<Value> {
  /// The type of the dependency's value; the key itself when it is its own value.
  associatedtype Value: Sendable = Self
  /// The value used while rendering previews; ``testValue`` unless given.
  static var previewValue: Value { get }
  /// The value used in tests that do not override the dependency.
  static var testValue: Value { get }
}

extension DependencyKey {
  /// The live value, unless the key gives its own preview value.
  public static var previewValue: Value { liveValue }

  /// Reached only when the key gives no test value of its own: reports that the test reads a
  /// dependency it did not override (naming it and where it is read), then returns the preview
  /// value so the test runs on.
  public static var testValue: Value {
    MissingTestValue.report(key: Self.self, value: Value.self)
    return previewValue
  }
}

extension TestDependencyKey {
  /// The test value, unless the key gives its own preview value.
  public static var previewValue: Value { testValue }
}
