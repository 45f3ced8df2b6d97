import Foundation
import StructuralDiff

/// The `expecting:` closure that would make a failing ``ModelHarness`` step pass, as the last
/// section of its failure; in record mode, also written into the test's source file: the step's
/// wrong closure replaced, a missing one added, or one that describes changes the step did not
/// make removed.
struct ModelAcceptance {
  /// The closure's lines, unindented; empty for a step that changes nothing.
  var lines: [String]
  var location: SourceCodeLocation
  /// Why the closure is not written even in record mode, when the test's own code says so (the
  /// closure threw).
  var refusal: String?

  static let removalHeading =
    "To accept the actual behaviour, remove the step's `expecting:` closure: the step changes "
    + "nothing."

  /// Ends a failure whose `expecting:` closure threw, in record mode.
  static let closureThrew =
    "the expecting closure threw an error, so the code after the throw was never checked. The "
    + "file is unchanged: make the closure finish without throwing."

  /// Why the closure is not written after its `expecting:` closure threw.
  static let closureThrewAbove =
    "the expecting closure threw an error (reported above), and it may hold code worth keeping "
    + "after the throw"

  /// The section: the code, then in record mode whether the file was rewritten.
  func section(recording: Bool, rewriter: SourceRewriter = .shared) -> String {
    var section: String
    if lines.isEmpty {
      section = Self.removalHeading
    } else {
      let closure = ClosureCallSource.closure(lines, indent: "  ", unit: "  ")
      section = AcceptanceHeading.behaviour + "\n\n  expecting: " + closure
    }
    section = FailureOutputBudget.limit(section)
    guard recording else { return section }
    let byHand = lines.isEmpty ? "remove the closure by hand" : "write the code above"
    if let refusal {
      return section + "\n\nNot recorded: \(refusal). The file is unchanged: \(byHand)."
    }
    let path = "\(location.filePath)"
    let line = Int(location.line)
    let reason = rewriter.record(
      intoFileAt: path, line: line, column: Int(location.column), .step, edits(in:))
    guard let reason else {
      return section + "\n\n" + SourceRewriter.recorded(path: path, line: line)
    }
    return section + "\n\nNot recorded: \(reason). The file is unchanged: \(byHand)."
  }

  /// The edits that write the closure into the step at the location.
  func edits(in text: [UInt8]) throws(StepSourceError) -> [SourceRewriter.Edit] {
    let line = Int(location.line)
    let call = try ClosureCallSource(text, line: line, column: Int(location.column), name: "run")
    // `run({ step }) { changes }`: an unlabeled trailing closure after the step is `expecting:`.
    let existing = call.closure(
      labeled: "expecting", unlabeledTrailing: call.unlabeledArguments > 0, in: text)
    let unit = Acceptance.indentationUnit(of: text)
    if let existing {
      guard !lines.isEmpty else {
        return [.init(range: existing.precedingEnd..<existing.range.upperBound, replacement: "")]
      }
      let indent = SourceLines.indent(ofLineAt: existing.range.lowerBound, in: text)
      let closure = ClosureCallSource.closure(lines, indent: indent, unit: unit)
      if Array(closure.utf8) == Array(text[existing.range]) {
        throw StepSourceError(
          "the expecting closure at line \(line) already reads as the changes the step made (they "
            + "differ in something their source does not show)")
      }
      return [.init(range: existing.range, replacement: closure)]
    }
    guard !lines.isEmpty else {
      throw StepSourceError("the step at line \(line) has no `expecting:` closure to remove")
    }
    // A new closure goes just after `end`, indented like the line that holds `end`.
    func inserted(_ label: String, after end: Int) -> [SourceRewriter.Edit] {
      let indent = SourceLines.indent(ofLineAt: end - 1, in: text)
      let closure = ClosureCallSource.closure(lines, indent: indent, unit: unit)
      return [.init(range: end..<end, replacement: label + closure)]
    }
    if let last = call.trailing.last {
      return inserted(" expecting: ", after: last.range.upperBound)
    }
    guard let argument = call.arguments.last else {
      throw StepSourceError("the step at line \(line) has no arguments")
    }
    return inserted(", expecting: ", after: argument.range.upperBound)
  }
}
