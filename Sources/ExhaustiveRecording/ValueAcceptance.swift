import ExhaustiveTestRuntime
import Foundation
import StructuralDiff

/// The actual value of a failing `expectNoDifference` as the expected argument that would
/// pass: the last section of its failure in record mode, and the edit that writes it into the
/// test's source file.
package struct ValueAcceptance {
  /// The function the test called (`expectNoDifference`), as its call is found in the source.
  var function: String
  var actual: Any
  var path: String
  var line: Int
  var column: Int

  static let heading = "To accept the actual value, write it as the expected argument:"

  /// Ends a failure whose argument threw, in record mode.
  package static let threwNote =
    "Not recorded: an argument threw an error, so there is no actual value to write. The file "
    + "is unchanged."

  /// The line length a recorded value keeps within, with the text around it on its line,
  /// unless that leaves it less than ``minimumWidth``.
  static let lineLength = 100
  static let minimumWidth = 40

  package init(function: String, actual: Any, location: SourceCodeLocation) {
    self.init(
      function: function, actual: actual, path: "\(location.filePath)", line: Int(location.line),
      column: Int(location.column))
  }

  init(function: String, actual: Any, path: String, line: Int, column: Int) {
    self.function = function
    self.actual = actual
    self.path = path
    self.line = line
    self.column = column
  }

  /// The section: the heading and the value's source, then whether the file was rewritten.
  package func section(rewriter: SourceRewriter = .shared) -> String {
    var lines: [String]
    switch SwiftSource.expression(of: actual, width: Self.lineLength - 2) {
    case .success(let source):
      lines = source
    case .failure(let problem):
      return "Not recorded: no Swift source for \(problem.reason). The file is unchanged: "
        + "write the expected value by hand."
    }
    func shown() -> String {
      Self.heading + "\n\n"
        + FailureOutputBudget.limit(lines.map { "  " + $0 }.joined(separator: "\n"))
    }
    let reason = rewriter.record(intoFileAt: path, line: line, column: column, .call) {
      text throws(StepSourceError) in
      let edit = try self.edit(in: text)
      lines = edit.lines
      return [edit.edit]
    }
    guard let reason else {
      return shown() + "\n\n" + SourceRewriter.recorded(path: path, line: line)
    }
    return shown() + "\n\nNot recorded: \(reason). The file is unchanged: write the value "
      + "above as the expected argument."
  }

  /// The edit that replaces the call's expected argument (its first) with the actual value's
  /// source, and that source's lines: continuation lines are indented like the line the
  /// argument starts on, and the value breaks over lines when it would not fit on that line.
  func edit(in text: [UInt8]) throws(StepSourceError) -> (
    edit: SourceRewriter.Edit, lines: [String]
  ) {
    let call = try ExpressionSource(text, line: line, column: column, name: function)
    guard call.arguments.count >= 2, call.arguments[0].label == nil,
      call.arguments[1].label == nil
    else {
      throw StepSourceError(
        "the call at line \(line) does not start with two unlabeled arguments, expected and actual")
    }
    let expected = call.arguments[0]
    let written = String(decoding: text[expected.range], as: UTF8.self)
    if Self.startsWithTestName(written) {
      let shown = written.count > 40 || written.contains("\n") ? "\(written.prefix(30))…" : written
      throw StepSourceError(
        "the expected argument, `\(shown.split(separator: "\n")[0])`, starts with a name from "
          + "the test (a variable, a property or a function) rather than a value written out: it "
          + "may be the actual value, or code worth keeping")
    }
    let lineStart = SourceLines.start(ofLineAt: expected.range.lowerBound, in: text)
    var lineEnd = expected.range.upperBound
    while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    let around =
      String(decoding: text[lineStart..<expected.range.lowerBound], as: UTF8.self).count
      + String(decoding: text[expected.range.upperBound..<lineEnd], as: UTF8.self).count
    let width = max(Self.minimumWidth, Self.lineLength - around)
    guard case .success(var lines) = SwiftSource.expression(of: actual, width: width) else {
      throw StepSourceError("the actual value has no Swift source")
    }
    lines[0] = Self.qualified(lines[0], actual)
    let replacement = lines.joined(separator: "\n" + call.indents[0])
    if replacement == written {
      throw StepSourceError(
        "the expected argument already reads as the actual value's source (the two differ in "
          + "something their source does not show)")
    }
    return (SourceRewriter.Edit(range: expected.range, replacement: replacement), lines)
  }

  /// Whether `expression` starts with a name in lower camel case (`expectedTodos`,
  /// `self.expected`, `model.todos[0]`, `makeTodos()`): code of the test's own, which record
  /// mode does not replace. A literal (`true`, `nil`, `0`, `[]`), an implicit member
  /// (`.loading`) or a type's initializer or member (`Todo(…)`, `Phase.idle`) is a value
  /// written out.
  static func startsWithTestName(_ expression: String) -> Bool {
    var name = expression.unicodeScalars.prefix { $0 == "_" || $0.properties.isAlphabetic }
    if String(name) == "self" {
      name = expression.unicodeScalars.dropFirst(5).prefix {
        $0 == "_" || $0.properties.isAlphabetic
      }
    }
    guard let first = name.first, !["true", "false", "nil"].contains(String(name)) else {
      return false
    }
    return first == "_" || first.properties.isLowercase
  }

  /// `line`, the first line of `value`'s source, with the enum's type before an implicit
  /// member (`Phase.loaded(…)` for `.loaded(…)`): an expected argument that names its type
  /// compiles whatever the actual argument is written as, even as an implicit member too.
  static func qualified(_ line: String, _ value: Any) -> String {
    guard line.hasPrefix(".") else { return line }
    let name = line.dropFirst().prefix { $0 == "_" || $0.isLetter || $0.isNumber }
    let dump = String(customDumping: value).prefix { $0 != "\n" && $0 != "(" }
    guard !name.isEmpty, dump.hasSuffix("." + name) else { return line }
    return dump.dropLast(name.count + 1) + line
  }
}
