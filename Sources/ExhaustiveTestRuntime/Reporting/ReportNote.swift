import ExhaustiveUnsafe
import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Records something a test should see but that must not fail it: the assertions a
/// non-exhaustive `TestStore` skipped under `.off(showSkippedAssertions: true)`.
///
/// Under Swift Testing the note is a known issue (`withKnownIssue`), which the test report shows
/// without failing the test. XCTest on Linux has no equivalent of `XCTExpectFailure`, so there
/// the note is printed to standard output, prefixed with its location.
package func reportNote(_ message: String, at location: SourceCodeLocation) {
  if let collector = NoteCollector.current {
    collector.append(message)
    return
  }
  #if canImport(Testing)
    if Test.current != nil {
      let sourceLocation = SourceLocation(
        fileID: String(describing: location.fileID),
        filePath: String(describing: location.filePath),
        line: Int(location.line),
        column: Int(location.column)
      )
      withKnownIssue {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      }
      return
    }
  #endif
  print("\(location.filePath):\(location.line): note: \(message)")
}

/// Captures notes instead of reporting them (for our own golden tests).
package final class NoteCollector: Sendable {
  @TaskLocal package static var current: NoteCollector?

  private let storage = Lock<[String]>([])

  package init() {}

  package func append(_ message: String) {
    storage.withLock { $0.append(message) }
  }

  package var messages: [String] { storage.value }
}
