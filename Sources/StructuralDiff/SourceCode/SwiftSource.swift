import Foundation

/// Values written as Swift source that rebuilds them, and the assignments that turn one value
/// into another: what a failing test store step prints as the code to accept what happened.
///
/// A value that has no source form (a class instance, a closure, a type with a custom mirror or
/// a property wrapper) is never approximated by code that would compile to something else: the
/// result carries a ``SourceProblem`` instead, and ``SwiftSource/mutations(from:to:root:)``
/// prints such a value as a comment holding its dump.
package enum SwiftSource {
  /// The Swift expression that rebuilds `value`, broken over lines so that none is wider than
  /// `width` (plus its nesting indentation), or why it has none.
  package static func expression(of value: Any, width: Int = 80) -> Result<[String], SourceProblem>
  {
    switch SourceFragment.make(value, depth: 0) {
    case .success(let fragment):
      return .success(fragment.lines(width: width))
    case .failure(let problem):
      return .failure(problem)
    }
  }

  /// The fewest assignments (and `insert`/`remove` calls) that turn `old` into `new`, each
  /// starting with `root` (`$0`): one per changed leaf, through field paths, array indexes and
  /// dictionary keys, or one whole-value assignment where that is shorter. Empty when the two
  /// print the same.
  package static func mutations(from old: Any, to new: Any, root: String) -> [String] {
    MutationFinder().mutations(old, new, path: root).flatMap(\.lines)
  }
}

/// Why a value cannot be written as Swift source.
package struct SourceProblem: Error, Equatable {
  /// What the value is, as it ends the sentence "no Swift source for …"
  /// (`a class instance (Client)`).
  package var reason: String
}
