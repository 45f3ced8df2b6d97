/// The changes a step of a ``ModelHarness`` should make, written as assignments to the model's
/// properties: `$0.count = 1`, `$0.fact = nil`.
///
/// Reading a property gives its value before the step, so relative changes read naturally
/// (`$0.count += 1`). A property set to a value the test cannot build (a `Task` the model
/// creates, an id it generates) is described with ``expectChange(_:where:)``.
@MainActor
@dynamicMemberLookup
public struct ModelChanges<Model: AnyObject> {
  private let model: Model
  /// Puts back what each write replaced, newest first.
  private var undo: [@MainActor () -> Void] = []
  private(set) var accepted: [AcceptedChange<Model>] = []

  init(model: Model) {
    self.model = model
  }

  /// A property of the model: its value before the step, or the value this closure set.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Model, Value>)
    -> Value
  {
    get { model[keyPath: keyPath] }
    set {
      let model = model
      let old = model[keyPath: keyPath]
      undo.append { model[keyPath: keyPath] = old }
      model[keyPath: keyPath] = newValue
    }
  }

  /// A property the test can read but not set; its value before the step.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    model[keyPath: keyPath]
  }

  /// Expects the step to change the property at `keyPath` to a value that satisfies
  /// `predicate`, for values the test cannot write out (a `Task`, a generated id).
  ///
  /// ```swift
  /// await harness.run { $0.getFactButtonTapped() } expecting: {
  ///   $0.expectChange(\.factTask) { $0 != nil }
  /// }
  /// ```
  public mutating func expectChange<Value>(
    _ keyPath: ReferenceWritableKeyPath<Model, Value>,
    where predicate: @escaping @MainActor (Value) -> Bool = { _ in true }
  ) {
    accepted.append(
      AcceptedChange(keyPath: keyPath, before: model[keyPath: keyPath], predicate: predicate))
  }

  /// Puts back every property the closure wrote, in reverse order.
  mutating func restore() {
    for write in undo.reversed() { write() }
    undo = []
  }
}
