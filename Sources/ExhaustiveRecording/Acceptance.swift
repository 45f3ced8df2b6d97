import ExhaustiveTestRuntime
import ExhaustiveUnsafe
import Foundation

/// The code that would make a failing step pass, as the last section of its failure message;
/// in record mode, also written into the test's source file.
package struct Acceptance {
  /// Where the steps go in the source.
  ///
  /// A missing `receive` goes where the store noticed the action, which is after the code that
  /// made it arrive (a `.do` step, a `scheduler.advance(…)`, the `await` that ran the effect):
  /// before the next step when a send, `.do`, `.environment` or receive found it queued; after
  /// a script's last step when the `assert` ended with it queued; and after the last statement
  /// of the block that holds the test's last step when the test ended with it queued. Without
  /// a Swift parser, "the last statement" is read as the line before the `}` that closes the
  /// innermost block around that step (found by bracket matching over ``SourceLexer``'s tokens,
  /// so strings, regex literals and comments are never counted), which is the test function's
  /// body unless the step sits in a closure.
  package enum Placement {
    /// The first step is the one written at the location: its trailing closure is replaced;
    /// any further steps are inserted after it.
    case step
    /// Inserted before the step written at the location.
    case before
    /// Inserted after the step written at the location.
    case after
    /// The step written at the location is replaced whole by the one step (a receive that
    /// names the wrong action).
    case replacingStep
    /// The step written at the location is deleted (a receive of an action that never came).
    case deletingStep
    /// Inserted after the last statement of the block that holds the step at the location, in
    /// that step's style (the end of a test, after its last step).
    case endOfBlock
  }

  package var steps: [AcceptedStep]
  package var placement: Placement
  package var location: SourceCodeLocation
  /// A sentence after the code, when the code cannot say everything.
  package var note: String?

  /// The steps to write, where, for the step at `location`, with an optional note after them.
  package init(
    steps: [AcceptedStep], placement: Placement, location: SourceCodeLocation, note: String? = nil
  ) {
    self.steps = steps
    self.placement = placement
    self.location = location
    self.note = note
  }

  static let deletionHeading = "To accept the actual behaviour, delete this step."

  /// More steps than this are printed, never written into the test.
  static let maxRecordedSteps = 100

  /// The section: the heading, the code, and in record mode whether the file was rewritten.
  package func section(recording: Bool) -> String {
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
    var section: String
    if placement == .deletingStep {
      section = Self.deletionHeading
    } else {
      // Printed as written: a script's steps inserted before a step each end with a comma.
      let comma = style.isScript && placement == .before ? "," : ""
      var code = AcceptedStep.code(steps, style: style, indent: "  ")
      if placement == .replacingStep, let source, let first = steps.first {
        code =
          "  "
          + Self.keepingArguments(
            of: source.step, in: source.text, first.code(in: style, indent: "  ", unit: "  "),
            closure: first.trailingClosure(indent: "  ", unit: "  "))
      }
      section = AcceptanceHeading.behaviour + "\n\n" + code + comma
    }
    if let note { section += "\n\n" + note }
    guard recording else { return FailureOutputBudget.limit(section) }
    if steps.count > Self.maxRecordedSteps {
      problem = "\(Wording.number(steps.count)) steps are too many to write into a test"
    } else if let unwritable = unwritableStep {
      problem = "no Swift source for " + unwritable.reason
    } else if let source {
      do throws(StepSourceError) {
        let edits = try edits(source.step, in: source.text)
        try SourceRewriter.shared.apply(edits, toFileAt: path)
        // The step's line, or at the end of a block the line the code went to (counted in the
        // text the test was compiled from).
        var line = Int(location.line)
        if placement == .endOfBlock, let edit = edits.first {
          line = Self.line(of: edit.range.lowerBound, in: source.text)
        }
        return FailureOutputBudget.limit(section) + "\n\n"
          + SourceRewriter.recorded(path: path, line: line)
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
    // The `await store.finish()` that ends an async test is the last step the store saw, but
    // a receive belongs before it: `finish()` waits for what the receives would assert.
    var placement = self.placement
    if step.verb == "finish" && (placement == .endOfBlock || placement == .after) {
      placement = .before
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
    case .replacingStep:
      guard let first = steps.first else { return [] }
      return [
        .init(
          range: step.start..<step.end,
          replacement: Self.keepingArguments(
            of: step, in: text, first.code(in: step.style, indent: step.indent, unit: unit),
            closure: first.trailingClosure(indent: step.indent, unit: unit)))
      ]
    case .deletingStep:
      return [.init(range: try Self.deletion(of: step, in: text), replacement: "")]
    case .endOfBlock:
      let insertion = try Self.endOfBlock(after: step, in: text)
      let code = steps.map {
        step.indent + $0.code(in: step.style, indent: step.indent, unit: unit) + "\n"
      }.joined()
      return [.init(range: insertion..<insertion, replacement: code)]
    }
  }

  /// `code`, a whole step that replaces `step`, with the arguments `step` wrote after its first
  /// (`timeout: .seconds(1)`) kept before its `)`: only what was wrong (the action, the
  /// closure) is replaced. `code` ends with `)` and then `closure`.
  static func keepingArguments(
    of step: StepSource, in text: [UInt8], _ code: String, closure: String
  ) -> String {
    guard let open = step.argumentsStart, !code.hasPrefix("//"), code.hasSuffix(")" + closure),
      let arguments = ExpressionSource.arguments(
        in: SourceText(text), from: open + 1, to: step.argumentsEnd - 1),
      arguments.count > 1
    else { return code }
    let rest = String(
      decoding: text[arguments[0].range.upperBound..<(step.argumentsEnd - 1)], as: UTF8.self)
    let call = code.dropLast(closure.count + 1)
    return call + rest + ")" + closure
  }

  /// The text a deleted step takes with it: its line, and in a script the comma that separates
  /// it from its neighbour.
  static func deletion(of step: StepSource, in text: [UInt8]) throws(StepSourceError) -> Range<Int>
  {
    let line = Self.line(of: step.start, in: text)
    var after = step.end
    while after < text.count, text[after] == UInt8(ascii: " ") { after += 1 }
    if step.style.isScript {
      if after < text.count, text[after] == UInt8(ascii: ",") {
        after += 1
        while after < text.count, text[after] == UInt8(ascii: " ") { after += 1 }
        if after < text.count, text[after] == UInt8(ascii: "\n") { after += 1 }
        return step.lineStart..<after
      }
      // The script's last step: the comma before it goes too.
      var before = step.start
      while before > 0,
        [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
          .contains(text[before - 1])
      {
        before -= 1
      }
      if before > 0, text[before - 1] == UInt8(ascii: ",") { return (before - 1)..<step.end }
      if before > 0, text[before - 1] == UInt8(ascii: "(") { return step.lineStart..<step.end }
      throw StepSourceError("the text before the step at line \(line) is not a step list")
    }
    guard step.start - step.lineStart == step.indent.utf8.count else {
      throw StepSourceError(
        "the step at line \(line) is part of a longer statement (its result is used)")
    }
    guard after == text.count || text[after] == UInt8(ascii: "\n") else {
      throw StepSourceError("the line of the step at line \(line) goes on after the step")
    }
    return step.lineStart..<min(after + 1, text.count)
  }

  /// The offset of the line that closes the block holding `step`: code inserted there follows
  /// the block's last statement.
  static func endOfBlock(after step: StepSource, in text: [UInt8]) throws(StepSourceError) -> Int {
    let line = Self.line(of: step.start, in: text)
    guard !step.style.isScript else {
      throw StepSourceError(
        "the actions arrived after the `assert` that holds the step at line \(line) ended")
    }
    let source = SourceText(text)
    guard let close = source.enclosingClose(from: step.end), text[close] == UInt8(ascii: "}")
    else {
      throw StepSourceError("the step at line \(line) is not in a block of statements")
    }
    var closeLineStart = close
    while closeLineStart > 0, text[closeLineStart - 1] != UInt8(ascii: "\n") {
      closeLineStart -= 1
    }
    guard
      text[closeLineStart..<close].allSatisfy({
        $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
      })
    else {
      throw StepSourceError(
        "the block that holds the step at line \(line) ends on a line of code "
          + "(line \(Self.line(of: close, in: text)))")
    }
    if let open = source.matchingOpen(ofCloseAt: close) {
      var headerStart = open
      while headerStart > 0, text[headerStart - 1] != UInt8(ascii: "\n") { headerStart -= 1 }
      let header = String(decoding: text[headerStart..<open], as: UTF8.self)
        .trimmingCharacters(in: .whitespaces)
      let keyword = header.prefix { $0.isLetter }
      if ["for", "while", "repeat"].contains(keyword) {
        throw StepSourceError(
          "the step at line \(line) is inside a `\(keyword)` loop, where a receive written "
            + "after it would run on every pass")
      }
    }
    return closeLineStart
  }

  /// The 1-based line of the byte at `offset`.
  static func line(of offset: Int, in text: [UInt8]) -> Int {
    text[..<min(offset, text.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
  }

  /// The file's indentation step: a tab, or the fewest spaces any line is indented by (two
  /// when no line is).
  package static func indentationUnit(of text: [UInt8]) -> String {
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
