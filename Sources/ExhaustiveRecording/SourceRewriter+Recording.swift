import Foundation

/// What a failure's code is written into: a step of a test store or a model harness, or the call
/// of an assertion function (`expectNoDifference`, `expectDifference`).
package enum RecordedSite: String {
  /// A step, whose source the rewriter reads as a step.
  case step
  /// A call of an assertion function.
  case call
}

extension SourceRewriter {
  /// The sentence that ends a failure whose code was written into the file at `path`:
  /// `Recorded: re-run the test. (FeatureTests.swift:12 was rewritten.)`.
  package static func recorded(path: String, line: Int) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "Recorded: re-run the test. (\(name):\(line) was rewritten.)"
  }

  /// Writes into the file at `path` the edits that `edits` makes of its text (as the test was
  /// compiled from it), for the code of a failure about the `site` at `line` and `column`.
  ///
  /// Returns nil when the file was rewritten; otherwise why not, worded for the failure's
  /// `Not recorded: <reason>.`: a location that no longer reads as the site because an earlier
  /// run recorded into the file says so, and the rewriter's wording for a step is reworded for
  /// a call.
  package func record(
    intoFileAt path: String, line: Int, column: Int, _ site: RecordedSite,
    _ edits: ([UInt8]) throws(StepSourceError) -> [Edit]
  ) -> String? {
    do throws(StepSourceError) {
      try apply(edits(original(at: path)), toFileAt: path)
      return nil
    } catch {
      var reason = error.reason
      if reason.hasPrefix("line \(line), column \(column) is not"), Self.changedSinceBuild(path) {
        reason =
          "the file changed after the test was built (an earlier run recorded into it?), so "
          + "line \(line) is no longer the \(site.rawValue): run the test again"
      }
      // The rewriter words a second, different rewrite for the steps of a test store.
      if site == .call, reason.hasPrefix("this step ") {
        reason = "this call" + reason.dropFirst("this step".count)
        reason = reason.replacingOccurrences(
          of: "(it runs more than once)", with: "(it runs more than once, with different values)")
      }
      return reason
    }
  }

  /// Whether the file at `path` was changed after the test process's code was built: an
  /// earlier run (XCTest's, before Swift Testing's in another process) recorded into it.
  private static func changedSinceBuild(_ path: String) -> Bool {
    let attributes = FileManager.default.attributesOfItem
    guard let built = Bundle(for: BuildMarker.self).executablePath,
      let builtDate = (try? attributes(built))?[.modificationDate] as? Date,
      let fileDate = (try? attributes(path))?[.modificationDate] as? Date
    else { return false }
    return fileDate > builtDate
  }
}

/// A class of this module, whose bundle is the test code's.
private final class BuildMarker {}
