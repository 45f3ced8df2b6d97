import ExhaustiveCore
import Foundation

/// The code that would make a failing step pass, as the last section of its failure message;
/// in record mode, also written into the test's source file.
struct Acceptance {
  /// Where the steps go in the source.
  enum Placement {
    /// The first step is the one written at the location: its trailing closure is replaced;
    /// any further steps are inserted after it.
    case step
    /// Inserted before the step written at the location.
    case before
    /// Inserted after the step written at the location.
    case after
  }

  var steps: [AcceptedStep]
  var placement: Placement
  var location: SourceCodeLocation
  /// A sentence after the code, when the code cannot say everything.
  var note: String?

  static let heading = "To accept the actual behaviour, write:"

  /// More steps than this are printed, never written into the test.
  static let maxRecordedSteps = 100

  /// The section: the heading, the code, and in record mode whether the file was rewritten.
  func section(recording: Bool) -> String {
    let path = "\(location.filePath)"
    var source: (text: [UInt8], step: StepSource)?
    var problem: String?
    do throws(StepSourceError) {
      let text = try SourceRewriter.shared.original(at: path)
      source = (text, try StepSource(text, line: Int(location.line), column: Int(location.column)))
    } catch {
      problem = error.reason
    }
    let style = source?.step.style ?? .calls
    var section = Self.heading + "\n\n" + AcceptedStep.code(steps, style: style, indent: "  ")
    if let note { section += "\n\n" + note }
    guard recording else { return FailureOutputBudget.limit(section) }
    if steps.count > Self.maxRecordedSteps {
      problem = "\(FailureMessages.number(steps.count)) steps are too many to write into a test"
    } else if let source {
      do throws(StepSourceError) {
        try SourceRewriter.shared.apply(edits(source.step, in: source.text), toFileAt: path)
        return FailureOutputBudget.limit(section)
          + "\n\nRecorded: re-run the test. (\(location.shortDescription) was rewritten.)"
      } catch {
        problem = error.reason
      }
    }
    return FailureOutputBudget.limit(section)
      + "\n\nNot recorded: \(problem ?? "unknown"). The file is unchanged: write the code above."
  }

  /// The edits that put the steps into the source around `step`.
  func edits(_ step: StepSource, in text: [UInt8]) throws(StepSourceError) -> [SourceRewriter.Edit]
  {
    let unit = Self.indentationUnit(of: text)
    let separator = step.style.isScript ? ",\n" : "\n"
    func inserted(_ steps: ArraySlice<AcceptedStep>) -> String {
      steps.map {
        separator + step.indent + $0.code(in: step.style, indent: step.indent, unit: unit)
      }.joined()
    }
    switch placement {
    case .step:
      guard let first = steps.first else { return [] }
      var edits = [
        SourceRewriter.Edit(
          range: step.argumentsEnd..<step.end,
          replacement: first.trailingClosure(indent: step.indent, unit: unit))
      ]
      if steps.count > 1 {
        edits.append(.init(range: step.end..<step.end, replacement: inserted(steps.dropFirst())))
      }
      return edits
    case .after:
      return [.init(range: step.end..<step.end, replacement: inserted(steps[...]))]
    case .before:
      let text = steps.map {
        step.indent + $0.code(in: step.style, indent: step.indent, unit: unit)
          + (step.style.isScript ? ",\n" : "\n")
      }.joined()
      return [.init(range: step.lineStart..<step.lineStart, replacement: text)]
    }
  }

  /// The file's indentation step: a tab, or the fewest spaces any line is indented by (two
  /// when no line is).
  static func indentationUnit(of text: [UInt8]) -> String {
    var fewest = Int.max
    var atLineStart = true
    var spaces = 0
    for byte in text {
      if atLineStart {
        if byte == UInt8(ascii: " ") {
          spaces += 1
          continue
        }
        if byte == UInt8(ascii: "\t") && spaces == 0 { return "\t" }
        if byte != UInt8(ascii: "\n") && spaces > 0 { fewest = min(fewest, spaces) }
        atLineStart = false
      }
      if byte == UInt8(ascii: "\n") {
        atLineStart = true
        spaces = 0
      }
    }
    return String(repeating: " ", count: fewest == .max ? 2 : min(fewest, 8))
  }
}
