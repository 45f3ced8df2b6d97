// CasePaths 0.1's other spellings (TCA 0.1 re-exported that library), each defined in terms of
// the prefix `/` operators.

extension CasePath {
  /// The case path of the enum case `embed` constructs; the same as `/embed`.
  ///
  /// ```swift
  /// let settings = CasePath<AppAction, SettingsAction>.case(AppAction.settings)
  /// ```
  ///
  /// `@preconcurrency`, so Swift 5 language mode code may pass a case constructor, which that
  /// mode does not infer `@Sendable`.
  @preconcurrency
  public static func `case`(_ embed: @escaping @Sendable (Value) -> Root) -> CasePath {
    /embed
  }

  /// Extends this path through `rhs` (CasePaths 0.1's `..`); the same as
  /// ``appending(path:)``.
  ///
  /// ```swift
  /// let tapped = /AppAction.todo .. /TodoAction.checkboxTapped
  /// ```
  public static func .. <AppendedValue>(
    lhs: CasePath, rhs: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    lhs.appending(path: rhs)
  }

  /// Extends this path into the case `rhs` constructs.
  public static func .. <AppendedValue>(
    lhs: CasePath, rhs: @escaping @Sendable (AppendedValue) -> Value
  ) -> CasePath<Root, AppendedValue> {
    lhs.appending(path: /rhs)
  }

  /// Extends this path into the case `rhs` constructs, from a constructor the compiler does not
  /// know to be `@Sendable` (Swift 5 language mode).
  @_disfavoredOverload
  public static func .. <AppendedValue>(
    lhs: CasePath, rhs: sending @escaping (AppendedValue) -> Value
  ) -> CasePath<Root, AppendedValue> {
    lhs.appending(path: /rhs)
  }
}

extension CasePath where Value == Void {
  /// The case path of a payload-less enum case; the same as `/value`.
  public static func `case`(_ value: Root) -> CasePath {
    /value
  }
}

extension CasePath where Root == Value {
  /// The identity path, which extracts every value as itself; the same as `/Root.self`.
  public static var `self`: CasePath {
    /Root.self
  }
}

extension CasePath where Value == Never {
  /// The path that never extracts anything: there is no value to embed.
  public static var never: CasePath {
    CasePath(embed: embedNever, extract: { _ in nil })
  }
}

extension CasePath where Root == Void, Value: Sendable {
  /// The path from `()` to `value`, which always extracts it.
  public static func constant(_ value: Value) -> CasePath {
    CasePath(embed: { _ in () }, extract: { _ in value })
  }
}

/// Embeds the value that cannot exist.
private func embedNever<Root>(_ never: Never) -> Root {}

/// How `..` groups: `a .. b .. c` is `a .. (b .. c)`.
precedencegroup CasePathCompositionPrecedence {
  associativity: right
}

infix operator .. : CasePathCompositionPrecedence
