import ExhaustiveTestRuntime
import Foundation
import StructuralDiff

/// The `changes` closure that would make a failing `expectDifference` pass: the fewest
/// assignments that turn the value before the operation into the value after it, as the last
/// section of its failure in record mode, and the edit that writes it into the test.
package struct DifferenceAcceptance {
  /// The closure's lines, unindented.
  package var lines: [String]
  package var location: SourceCodeLocation

  /// The closure `lines` for the `expectDifference` call at `location`.
  package init(lines: [String], location: SourceCodeLocation) {
    self.lines = lines
    self.location = location
  }

  static let heading = "To accept the actual value, write the changes as:"

  /// Ends a failure whose operation changed nothing, in record mode.
  package static let nothingChanged =
    "Not recorded: the operation changed nothing, and expectDifference fails when nothing "
    + "changes. The file is unchanged: use expectNoDifference, or make the operation change the "
    + "value."

  /// Ends a failure of a call with no operation, in record mode.
  package static let withoutOperation =
    "Not recorded: without an operation the assertion checks only the fields its closure sets, "
    + "and a rewrite would drop those it sets rightly. The file is unchanged: change the "
    + "assignments the code above shows in the closure."

  /// Ends a failure whose changed values include one with no Swift source, in record mode.
  package static let noSource =
    "Not recorded: a changed value has no Swift source (the comment above says which). The file "
    + "is unchanged: write its changes in the closure by hand."

  /// Ends a failure where the value, the operation or the closure threw, in record mode.
  package static let threw =
    "Not recorded: an argument or a closure threw an error, so there is no actual value to "
    + "write. The file is unchanged."

  /// The section: the closure, then whether the file was rewritten; a refusal instead of the
  /// rewrite when `refusal` is given.
  package func section(refusal: String? = nil, rewriter: SourceRewriter = .shared) -> String {
    let closure = ClosureCallSource.closure(lines, indent: "  ", unit: "  ")
    let section = FailureOutputBudget.limit(Self.heading + "\n\n  changes: " + closure)
    if let refusal { return section + "\n\n" + refusal }
    let path = "\(location.filePath)"
    let line = Int(location.line)
    let reason = rewriter.record(
      intoFileAt: path, line: line, column: Int(location.column), .call
    ) { text throws(StepSourceError) in [try edit(in: text)] }
    guard let reason else {
      return section + "\n\n" + SourceRewriter.recorded(path: path, line: line)
    }
    return section + "\n\nNot recorded: \(reason). The file is unchanged: write the code above."
  }

  /// The edit that replaces the call's `changes` closure, wherever it is written: labeled in
  /// the parentheses, labeled after a trailing `operation`, or as the only trailing closure.
  func edit(in text: [UInt8]) throws(StepSourceError) -> SourceRewriter.Edit {
    let line = Int(location.line)
    let call = try ClosureCallSource(
      text, line: line, column: Int(location.column), name: "expectDifference")
    guard let existing = call.closure(labeled: "changes", unlabeledTrailing: true, in: text)
    else {
      throw StepSourceError(
        "the call at line \(line) has no `changes` closure written as a closure literal")
    }
    let indent = SourceLines.indent(ofLineAt: existing.range.lowerBound, in: text)
    let closure = ClosureCallSource.closure(
      lines, indent: indent, unit: Acceptance.indentationUnit(of: text))
    if Array(closure.utf8) == Array(text[existing.range]) {
      throw StepSourceError(
        "the changes closure already reads as the changes the operation made (they differ in "
          + "something their source does not show)")
    }
    return SourceRewriter.Edit(range: existing.range, replacement: closure)
  }
}
