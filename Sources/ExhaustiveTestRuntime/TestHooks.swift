// Test-only hooks of this module: what only the package's own tests call, to watch or steer the
// module from outside. Kept in this one file per module so a reader sees at once what exists only
// for tests (the Architecture article lists these files); production code never calls them.

import ExhaustiveUnsafe

/// Runs `body` and returns the notes it reported, in order, instead of reporting them.
package func withNotes(_ body: () throws -> Void) rethrows -> [String] {
  let collector = NoteCollector()
  try NoteCollector.$current.withValue(collector) { try body() }
  return collector.messages
}

extension TestLifecycle {
  /// Receives the warnings instead of standard error, for the library's own tests.
  package static let warningHandler = Lock<(@Sendable (String) -> Void)?>(nil)
}
