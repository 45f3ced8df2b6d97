/// A path from an enum to the payload of one of its cases: the enum analogue of a key path.
///
/// ```swift
/// enum AppAction {
///   case addButtonTapped
///   case todo(index: Int, action: TodoAction)
/// }
///
/// let todo: CasePath<AppAction, (index: Int, action: TodoAction)> = /AppAction.todo(index:action:)
/// todo.embed((index: 0, action: .checkboxTapped))  // AppAction.todo(index: 0, action: .checkboxTapped)
/// todo.extract(from: .addButtonTapped)             // nil
/// ```
///
/// `pullback` and `forEach` use case paths to embed a child feature's actions into its parent's and
/// to pick them back out.
public struct CasePath<Root, Value>: Sendable {
  private let embedValue: @Sendable (Value) -> Root
  private let extractValue: @Sendable (Root) -> Value?

  /// Creates a case path from a pair of functions.
  ///
  /// - Parameters:
  ///   - embed: Wraps a value in the root; always succeeds.
  ///   - extract: Returns the value when the root holds it, `nil` otherwise.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embedValue = embed
    self.extractValue = extract
  }

  /// Wraps `value` in the root, e.g. builds `AppAction.todo(index:action:)` from its payload.
  public func embed(_ value: Value) -> Root {
    embedValue(value)
  }

  /// Returns the payload when `root` is this path's case, `nil` when it is another case.
  public func extract(from root: Root) -> Value? {
    extractValue(root)
  }

  /// Extends this path into the value's own cases, e.g. from `AppAction` through `TodoAction`.
  ///
  /// ```swift
  /// let todoTapped = (/AppAction.todo).appending(path: /TodoAction.checkboxTapped)
  /// ```
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract(from: $0).flatMap(path.extract(from:)) }
    )
  }
}
