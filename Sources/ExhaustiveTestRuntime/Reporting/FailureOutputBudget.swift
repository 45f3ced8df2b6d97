/// How much one test store failure message may print, so that a huge value gives a readable
/// failure rather than megabytes of output.
///
/// The budget: each block of values a failure shows (a state diff, the diff or dump of a
/// received action, the list of unhandled actions or running effects) prints at most
/// ``maximumLines`` lines and ``maximumCharacters`` characters. What goes over is cut and
/// replaced with one marker line that says how much was cut, always the same for the same values:
///
/// ```
/// … (truncated: 3,004 more lines, 35,028 more characters)
/// ```
///
/// "More lines" counts the lines not shown in full (a line longer than what is left of the
/// budget is shown up to it), "more characters" what was cut, line breaks aside. A list longer
/// than twice ``listEnds`` (unhandled actions, running effects, effects a step cancelled) shows
/// its first and last ``listEnds`` entries with a count between, `… (999,980 more)`, before
/// the budget applies.
///
/// A message has one such block, except a wrong receive's, which adds the state diff of the
/// action it received: so a message prints at most twice the budget in values. The rest is
/// bounded by construction: its wording is fixed and the timeline keeps its last
/// ``TimelineRenderer/maximumLines`` lines, each naming an action on one line cut at 100
/// characters.
package enum FailureOutputBudget {
  /// The most lines one block of values prints.
  static let maximumLines = 1_000

  /// The most characters one block of values prints.
  static let maximumCharacters = 100_000

  /// How many entries a long list shows at each end.
  static let listEnds = 10

  /// `text` if it fits the budget, else its start followed by the marker line.
  package static func limit(_ text: String) -> String {
    var shownLines = 0
    var shownCharacters = 0
    var lineStart = text.startIndex
    while true {
      let lineEnd = text[lineStart...].firstIndex(of: "\n") ?? text.endIndex
      let separator = shownLines == 0 ? 0 : 1
      let line = text[lineStart..<lineEnd]
      guard shownLines < maximumLines else {
        return cut(text, before: lineStart, afterShowing: lineStart, lineEnd: lineEnd)
      }
      let room = maximumCharacters - shownCharacters - separator
      // Counting stops at the room left, so an enormous line is not counted to its end.
      guard line.prefix(room + 1).count <= room else {
        let partialEnd = line.index(line.startIndex, offsetBy: Swift.max(room, 0))
        return cut(text, before: lineStart, afterShowing: partialEnd, lineEnd: lineEnd)
      }
      shownLines += 1
      shownCharacters += separator + line.count
      if lineEnd == text.endIndex { return text }
      lineStart = text.index(after: lineEnd)
    }
  }

  /// The text up to `shownEnd` (the start of the line that does not fit whole, `lineStart`, or
  /// a point inside it), then the marker line.
  private static func cut(
    _ text: String, before lineStart: String.Index, afterShowing shownEnd: String.Index,
    lineEnd: String.Index
  ) -> String {
    // The line break before the first line not shown belongs to neither part.
    let shown =
      shownEnd == lineStart && lineStart > text.startIndex
      ? text[..<text.index(before: lineStart)] : text[..<shownEnd]
    let rest = text[shownEnd...]
    let lineBreaks = text.utf8[lineEnd...].lazy.filter { $0 == UInt8(ascii: "\n") }.count
    let lines = 1 + lineBreaks
    let characters = rest.count - lineBreaks
    let marker =
      "… (truncated: \(Wording.number(lines)) more \(lines == 1 ? "line" : "lines"), "
      + "\(Wording.number(characters)) more "
      + "\(characters == 1 ? "character" : "characters"))"
    return shown.isEmpty ? marker : String(shown) + "\n" + marker
  }

  /// `items` whole when they are few, else the first and last ``listEnds`` of them and how many
  /// were left out between: what a long list in a failure shows.
  package static func ends<Item>(of items: [Item]) -> (
    first: ArraySlice<Item>, omitted: Int, last: ArraySlice<Item>
  ) {
    guard items.count > 2 * listEnds else { return (items[...], 0, []) }
    return (items.prefix(listEnds), items.count - 2 * listEnds, items.suffix(listEnds))
  }

  /// The line that stands for the entries a long list left out: `… (999,980 more)`.
  package static func omissionLine(_ omitted: Int) -> String {
    "… (\(Wording.number(omitted)) more)"
  }
}
