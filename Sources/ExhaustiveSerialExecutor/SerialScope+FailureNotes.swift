/// A paragraph that code outside the executor adds to a scope's stall and unfinished-task
/// failures: the model harness names the swift-clocks test clocks its models hold, which the
/// executor knows nothing of. A class, so its owner can keep adding to the one the scope holds.
package protocol ScopeFailureNote: AnyObject, Sendable {
  /// The paragraph, read when a failure is written; nil when there is nothing to say.
  var paragraph: String? { get }
}

extension SerialScope {
  /// The scope's note of type `Note`, added with `make()` the first time it is asked for; the
  /// scope drops it when it is released.
  package func failureNote<Note: ScopeFailureNote>(_ make: () -> Note) -> Note {
    failureNotes.withLock { notes in
      if let note = notes.lazy.compactMap({ $0 as? Note }).first { return note }
      let note = make()
      notes.append(note)
      return note
    }
  }

  /// `message`, followed by the paragraph of each note that has one, in the order they were
  /// added.
  func withFailureNotes(_ message: String) -> String {
    let paragraphs = failureNotes.withLock { $0 }.compactMap(\.paragraph)
    return ([message] + paragraphs).joined(separator: "\n\n")
  }
}
