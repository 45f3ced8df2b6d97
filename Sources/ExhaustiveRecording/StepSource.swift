/// Where a step is written in its source file, read from the text without a Swift parser: the
/// location a step captures (`#line`, `#column`) is the `(` of its arguments, or the `{` of a
/// step written with a trailing closure only (`.do { … }`).
///
/// Anything that does not read as a plain step call (a helper function forwarding the location,
/// a macro, a closure passed inside the parentheses) is refused with a reason.
struct StepSource {
  /// The step's style: the script's `.` or the calls' `await store.`.
  var style: StepStyle
  /// The indentation of the line the step starts on.
  var indent: String
  /// The byte offset of the line the step starts on.
  var lineStart: Int
  /// The byte offset where the step's own code starts: its `.`, `store.` or `await`.
  var start: Int = 0
  /// The step's verb: `send`, `receive`, `do`, `environment`, `assert` for a script, or
  /// `finish` for the `await store.finish()` that ends an async test (missing receives go
  /// before it).
  var verb: String = ""
  /// The byte offset of the arguments' `(`; nil for a step written with a trailing closure
  /// only.
  var argumentsStart: Int?
  /// The byte offset just past the arguments' `)` (where a trailing closure starts).
  var argumentsEnd: Int
  /// The byte offset just past the step: past its trailing closure, if any.
  var end: Int

  /// Reads the step at `line` and `column` (1-based, in bytes) of `text`.
  init(_ text: [UInt8], line: Int, column: Int) throws(StepSourceError) {
    let lineStart = SourceLines.start(ofLine: line, in: text) ?? text.count
    let open = lineStart + column - 1
    guard open < text.count,
      text[open] == UInt8(ascii: "(") || text[open] == UInt8(ascii: "{")
    else {
      throw StepSourceError(
        "line \(line), column \(column) is not a step's `(` (a helper function or a macro?)")
    }
    // The verb (a `{` may follow it after spaces: `.do {`), then the `.` before it.
    var verbEnd = open
    if text[open] == UInt8(ascii: "{") {
      while verbEnd > lineStart, text[verbEnd - 1] == UInt8(ascii: " ") { verbEnd -= 1 }
    }
    var start = verbEnd
    while start > lineStart, text[start - 1].isIdentifierByte { start -= 1 }
    let verb = String(decoding: text[start..<verbEnd], as: UTF8.self)
    guard ["send", "receive", "do", "environment", "assert", "finish"].contains(verb),
      start > lineStart,
      text[start - 1] == UInt8(ascii: ".")
    else {
      throw StepSourceError("the call at line \(line) is not `send`, `receive` or `do`")
    }
    var prefixStart = start - 1
    while prefixStart > lineStart,
      text[prefixStart - 1].isIdentifierByte || text[prefixStart - 1] == UInt8(ascii: ".")
    {
      prefixStart -= 1
    }
    var prefix = String(decoding: text[prefixStart..<start], as: UTF8.self)
    let before = String(decoding: text[lineStart..<prefixStart], as: UTF8.self)
    let indent = String(before.prefix { $0 == " " || $0 == "\t" })
    let rest = before.dropFirst(indent.count)
    if prefix == "." && !rest.isEmpty {
      throw StepSourceError("the step at line \(line) does not start its line")
    } else if rest.hasSuffix("await ") {
      prefix = "await " + prefix
      prefixStart -= "await ".utf8.count
    } else if prefix != "." && !rest.isEmpty && !rest.hasSuffix("= ") {
      throw StepSourceError("the step at line \(line) is not the start of a statement")
    }
    if verb == "finish" {
      try Self.checkFinishIsTheStores(receiver: prefix, line: line, in: text)
    }
    self.style = StepStyle(prefix: prefix)
    self.indent = indent
    self.lineStart = lineStart
    self.start = prefixStart
    self.verb = verb
    let source = SourceText(text)
    if text[open] == UInt8(ascii: "{") {
      guard let close = source.matchingClose(from: open) else {
        throw StepSourceError("the closure at line \(line) does not end")
      }
      self.argumentsEnd = open
      self.end = close + 1
      return
    }
    guard let close = source.matchingClose(from: open) else {
      throw StepSourceError("the arguments at line \(line) do not end")
    }
    self.argumentsStart = open
    // A closure of the arguments' own code; one in an interpolation's code is inside a string.
    let nesting = source.token(startingAt: open)?.nesting ?? 0
    if source.code(in: (open + 1)..<close).contains(where: {
      $0.kind == .open && $0.nesting == nesting && text[$0.range.lowerBound] == .openBrace
    }) {
      throw StepSourceError(
        "the step at line \(line) has a closure inside its parentheses, not a trailing one")
    }
    self.argumentsEnd = close + 1
    var next = close + 1
    while next < text.count, text[next] == UInt8(ascii: " ") || text[next] == UInt8(ascii: "\t") {
      next += 1
    }
    if next < text.count, text[next] == UInt8(ascii: "{") {
      guard let closureEnd = source.matchingClose(from: next) else {
        throw StepSourceError("the trailing closure at line \(line) does not end")
      }
      self.end = closureEnd + 1
    } else {
      self.end = close + 1
    }
  }
}

extension StepSource {
  /// Refuses a `finish()` whose receiver is not the store: `await task.finish()` on the handle a
  /// send returned ends that send's effects, and a receive written in its shape
  /// (`await task.receive(…)`) would not compile. The store is the receiver the test also sends
  /// or receives through.
  fileprivate static func checkFinishIsTheStores(
    receiver prefix: String, line: Int, in text: [UInt8]
  ) throws(StepSourceError) {
    var receiver = prefix
    if receiver.hasPrefix("await ") { receiver.removeFirst("await ".count) }
    var receivers = [receiver]
    if receiver.hasPrefix("self.") { receivers.append(String(receiver.dropFirst("self.".count))) }
    let source = String(decoding: text, as: UTF8.self)
    let usesTheStore = receivers.contains { receiver in
      ["send(", "receive("].contains { source.contains(receiver + $0) }
    }
    guard usesTheStore else {
      throw StepSourceError(
        "the `finish()` at line \(line) is not called on a store the test sends to (a send's "
          + "handle?), so the receive's receiver is unknown")
    }
  }
}

/// Why a step's source cannot be edited safely.
package struct StepSourceError: Error {
  package var reason: String
  package init(_ reason: String) { self.reason = reason }
}

extension UInt8 {
  /// A byte of a name, or of a backquoted one.
  fileprivate var isIdentifierByte: Bool { isNameByte || self == .backtick }
}
