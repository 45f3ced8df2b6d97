/// The changes a step of a ``ModelHarness`` should make, written as assignments to the model's
/// properties: `$0.count = 1`, `$0.fact = nil`.
///
/// Reading a property gives its value before the step (or the value this closure already
/// described), so relative changes read naturally (`$0.count += 1`). Assignments describe the
/// expected state; they never call the model's setters, so any stored property the test can
/// read can be described, whatever its setter's access (`public private(set) var`), and a
/// setter's side effects (`didSet`) never run. A change inside a value (`$0.rows[1].isDone = true`) and a
/// change inside a child model — an object a property holds, directly, in an optional, in an
/// array, as a dictionary's value or in a collection of identifiable ones (`$0.detail?.title =
/// "Draft"`, `$0.todos[0].isDone = true`, `$0.rows["milk"]?.isDone = true`,
/// `$0.rows[id: 1]?.count = 1`) — read the same way. A child model held anywhere else (an enum
/// case's payload, a struct's field) is described with ``expectChange(_:where:)`` on the
/// property that holds it.
///
/// A property set to a value the test cannot build (a `Task` the model creates, an id it
/// generates) is described with ``expectChange(_:where:)``.
@MainActor
@dynamicMemberLookup
public struct ModelChanges<Model: AnyObject> {
  private let object: Model
  private let expectation: ModelExpectation

  init(model: Model, expectation: ModelExpectation) {
    self.object = model
    self.expectation = expectation
  }

  /// A property of the model: its value before the step, or the value this closure described.
  public subscript<Value>(dynamicMember keyPath: KeyPath<Model, Value>) -> Value {
    get { expectation.value(of: object, at: keyPath) }
    nonmutating set { expectation.describe(newValue, of: object, at: keyPath) }
  }

  /// A child model the property holds, whose own properties the closure describes.
  public subscript<Child: AnyObject>(dynamicMember keyPath: KeyPath<Model, Child>)
    -> ModelChanges<Child>
  {
    ModelChanges<Child>(
      model: expectation.value(of: object, at: keyPath), expectation: expectation)
  }

  /// An optional child model, whose own properties the closure describes when it is there.
  public subscript<Child: AnyObject>(dynamicMember keyPath: KeyPath<Model, Child?>)
    -> ModelChanges<Child>?
  {
    expectation.value(of: object, at: keyPath).map {
      ModelChanges<Child>(model: $0, expectation: expectation)
    }
  }

  /// An array of child models (rows), whose own properties the closure describes.
  public subscript<Child: AnyObject>(dynamicMember keyPath: KeyPath<Model, [Child]>)
    -> [ModelChanges<Child>]
  {
    expectation.value(of: object, at: keyPath).map {
      ModelChanges<Child>(model: $0, expectation: expectation)
    }
  }

  /// A dictionary of child models, whose own properties the closure describes by key
  /// (`$0.rows["milk"]?.isDone = true`).
  public subscript<Key: Hashable, Child: AnyObject>(
    dynamicMember keyPath: KeyPath<Model, [Key: Child]>
  ) -> [Key: ModelChanges<Child>] {
    expectation.value(of: object, at: keyPath).mapValues {
      ModelChanges<Child>(model: $0, expectation: expectation)
    }
  }

  /// A collection of identifiable child models (an identified array, a set), whose own
  /// properties the closure describes by id (`$0.rows[id: 1]?.count = 1`).
  public subscript<Children: Collection>(dynamicMember keyPath: KeyPath<Model, Children>)
    -> ModelChangesByID<Children.Element>
  where Children.Element: AnyObject & Identifiable {
    ModelChangesByID(expectation.value(of: object, at: keyPath), expectation: expectation)
  }

  /// Expects the step to change the property at `keyPath` to a value that satisfies
  /// `predicate`, for values the test cannot write out (a `Task`, a generated id).
  ///
  /// ```swift
  /// await harness.run { $0.getFactButtonTapped() } expecting: {
  ///   $0.expectChange(\.factTask) { $0 != nil }
  /// }
  /// ```
  public func expectChange<Value>(
    _ keyPath: KeyPath<Model, Value>,
    where predicate: @escaping @MainActor (Value) -> Bool = { _ in true }
  ) {
    expectation.accept(
      AcceptedChange(
        object: object, keyPath: keyPath, before: object[keyPath: keyPath],
        predicate: predicate))
  }
}
