/// The child models of a collection the model holds — an identified array, a set — as an
/// `expecting` closure reads them: by id, each one's own properties described as
/// ``ModelChanges`` describes them.
///
/// ```swift
/// harness.run { $0.rows[id: 1]?.increment() } expecting: {
///   $0.rows[id: 1]?.count = 1
/// }
/// ```
@MainActor
public struct ModelChangesByID<Child: AnyObject & Identifiable> {
  private let children: [Child]
  private let expectation: ModelExpectation

  init(_ children: some Collection<Child>, expectation: ModelExpectation) {
    self.children = Array(children)
    self.expectation = expectation
  }

  /// The child model with id `id`, as it was before the step, or nil when there is none.
  public subscript(id id: Child.ID) -> ModelChanges<Child>? {
    children.first { $0.id == id }.map { ModelChanges(model: $0, expectation: expectation) }
  }
}
