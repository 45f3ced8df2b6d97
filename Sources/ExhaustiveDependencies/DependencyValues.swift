import ExhaustiveCore

/// Every dependency's value in a scope: the overrides made for it, and for the rest the value
/// its key gives in the current context (live, preview or test).
///
/// Register a dependency with a computed property over its key:
///
/// ```swift
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// then read it with `@Dependency(\.numberFact)` and override it for a scope with
/// ``withDependencies(_:operation:)``. The values in effect are carried by the current task, so
/// child tasks see them; an object keeps the values in effect when it was created (see
/// ``Dependency``).
public struct DependencyValues: Sendable {
  /// The values in effect for the current task.
  @TaskLocal package static var current = DependencyValues()

  /// Set while a `withDependencies` closure changes values: reading a dependency there (as
  /// `$0.numberFact.fact = …` does, to change one endpoint) is not a use of it, so a missing
  /// test value is not reported.
  @TaskLocal static var isSetting = false

  /// What is being read, for the failure a missing test value reports.
  @TaskLocal static var access = DependencyAccess()

  /// Set while a `@Dependency` asks which property it reads, for its dump.
  @TaskLocal static var nameProbe: NameProbe?

  /// The overrides, by key type.
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  /// The context set for this scope; the process's when nil.
  var explicitContext: DependencyContext?

  /// Values with no overrides: every dependency takes its key's value for the context.
  public init() {}

  /// The value of the dependency `key` names: the override in effect, or the key's value for the
  /// current context (cached, once per test in tests, so a stateful test value is shared by
  /// everything a test creates).
  ///
  /// The source location and `function` default to the caller's: inside a registered
  /// property's getter `function` is the property's name, which a failure prints as
  /// `@Dependency(\.numberFact)`.
  public subscript<Key: TestDependencyKey>(
    key: Key.Type,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column,
    function function: StaticString = #function
  ) -> Key.Value {
    get {
      if let probe = Self.nameProbe {
        probe.record(MissingTestValue.argumentSpelling(name: "\(function)", key: key))
      }
      if let value = storage[ObjectIdentifier(key)] as? Key.Value {
        return value
      }
      var access = Self.access
      access.name = "\(function)"
      return Self.$access.withValue(access) {
        DefaultValues.value(for: key, context: context)
      }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// The key type as a key path component, for `@Dependency(Client.self)`.
  subscript<Key: TestDependencyKey>(keyType keyType: KeyType<Key>) -> Key.Value {
    get { self[Key.self, function: "subscript(key:)"] }
    set { self[Key.self] = newValue }
  }

  /// These values with `other`'s overrides laid over them.
  func merging(_ other: DependencyValues) -> DependencyValues {
    var merged = self
    merged.storage.merge(other.storage) { _, theirs in theirs }
    if let context = other.explicitContext { merged.explicitContext = context }
    return merged
  }
}
