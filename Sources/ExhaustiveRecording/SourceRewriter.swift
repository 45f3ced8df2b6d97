import ExhaustiveUnsafe
import Foundation

/// Applies a run's edits to test source files: every edit is placed in the text the test was
/// compiled from (its lines and columns), so edits of several steps in one file never shift one
/// another, and the file is rewritten whole (a temporary file, then a rename) after each, one
/// file write at a time.
package final class SourceRewriter: Sendable {
  /// One replacement in the original text (an empty range inserts).
  package struct Edit: Equatable {
    package var range: Range<Int>
    package var replacement: String

    /// Replaces the bytes at `range` with `replacement`.
    package init(range: Range<Int>, replacement: String) {
      self.range = range
      self.replacement = replacement
    }
  }

  package static let shared = SourceRewriter()

  private struct File {
    var original: [UInt8]
    var edits: [Edit] = []
  }

  private let files = Lock<[String: File]>([:])

  /// The text the test was compiled from: the file as it was before this run's first edit.
  package func original(at path: String) throws(StepSourceError) -> [UInt8] {
    if let file = files.withLock({ $0[path] }) { return file.original }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StepSourceError("the file \(path) cannot be read")
    }
    let bytes = [UInt8](data)
    return files.withLock { files in
      if let file = files[path] { return file.original }
      files[path] = File(original: bytes)
      return bytes
    }
  }

  /// Adds `edits` to the file's and writes it; an edit already made (the same step run twice to
  /// the same effect) is kept once, and one that overlaps a different edit is refused.
  package func apply(_ edits: [Edit], toFileAt path: String) throws(StepSourceError) {
    // Written under the lock: tests run in parallel (Swift Testing), and a text rendered with
    // fewer edits must never be written after one rendered with more.
    let result: Result<Void, StepSourceError> = files.withLock { files in
      guard var file = files[path] else {
        return .failure(StepSourceError("the file \(path) was not read first"))
      }
      for edit in edits where !file.edits.contains(edit) {
        if file.edits.contains(where: { $0.range.overlaps(edit.range) }) {
          return .failure(
            StepSourceError(
              "this step was already rewritten differently in this run (it runs more than once)"))
        }
        file.edits.append(edit)
      }
      // Worked out again from all of the file's edits each time: a declaration is left unused
      // only once the last step that used it is rewritten.
      let tidying = UnusedBindings.tidyingEdits(in: file.original, after: file.edits)
      do {
        try Data(Self.render(file.original, edits: file.edits + tidying)).write(
          to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        return .failure(StepSourceError("the file \(path) cannot be written: \(error)"))
      }
      files[path] = file
      return .success(())
    }
    try result.get()
  }

  /// The original text with every edit applied, bottom-up so no offset moves before it is used;
  /// at one offset a replacement goes before insertions, and insertions keep their order.
  private static func render(_ original: [UInt8], edits: [Edit]) -> [UInt8] {
    var text = original
    let ordered = edits.enumerated().sorted { a, b in
      if a.element.range.lowerBound != b.element.range.lowerBound {
        return a.element.range.lowerBound > b.element.range.lowerBound
      }
      if a.element.range.isEmpty != b.element.range.isEmpty { return !a.element.range.isEmpty }
      return a.offset > b.offset
    }
    for (_, edit) in ordered {
      text.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return text
  }
}
