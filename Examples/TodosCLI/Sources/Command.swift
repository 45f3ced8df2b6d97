import Foundation

/// One line the user typed, understood.
///
/// Todos are numbered from 1, as the list prints them.
enum Command: Equatable {
  /// `add [text]`: a new todo at the top.
  case add(String)
  /// `toggle <n>`: tick or untick todo n.
  case toggle(TodoNumber)
  /// `edit <n> [text]`: replace the text of todo n (no text empties it, as `add` with no text
  /// makes an empty todo).
  case edit(TodoNumber, String)
  /// `delete <n>`: remove todo n.
  case delete(TodoNumber)
  /// `list`: print the todos.
  case list
  /// `help`: print the commands.
  case help
  /// `wait <seconds>`: read the next command only after this long (for scripts on stdin), at
  /// most ``maximumWait`` seconds.
  case wait(seconds: Double)
  /// `quit` or `exit`: leave.
  case quit

  /// The longest `wait`, in seconds: an hour. A script that needs longer is waiting for
  /// something other than the sort delay; a typo such as `wait 1e308` must not hang the app.
  static let maximumWait = 3600

  /// What `help` prints.
  static let usage = """
    Commands (todos are numbered as `list` shows them):
      add [text]        add a todo at the top (no text: an empty todo)
      toggle <n>        tick or untick todo n; completed todos sink 1 s after the last toggle
      edit <n> [text]   change the text of todo n (no text: empty it)
      delete <n>        remove todo n
      list              show the todos
      wait <seconds>    run the next commands only after this long, a decimal number up to
                        \(maximumWait) (1, 0.5, .5, 1e-3); keys still work meanwhile
      help              show this help
      quit, exit        leave (end of input works too)
    Keys: Ctrl-L clears the screen and shows the list again; Ctrl-C or Ctrl-\\, or Ctrl-D on an
    empty line, leaves at once, even during a wait.
    """

  /// Parses a line; `nil` for a blank line, which is not an error.
  static func parse(_ line: String) throws(CommandError) -> Command? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    let (word, rest) = split(trimmed)

    switch word.lowercased() {
    case "add":
      return .add(rest)
    case "toggle":
      return .toggle(try number(rest, usage: "toggle <n>"))
    case "edit":
      let (index, text) = split(rest)
      return .edit(try number(index, usage: "edit <n> [text]"), text)
    case "delete":
      return .delete(try number(rest, usage: "delete <n>"))
    case "list":
      try noArguments(rest, usage: "list")
      return .list
    case "help":
      try noArguments(rest, usage: "help")
      return .help
    case "wait":
      return .wait(seconds: try seconds(rest))
    case "quit", "exit":
      try noArguments(rest, usage: word.lowercased())
      return .quit
    default:
      throw CommandError(
        "unknown command \"\(escapingControlCharacters(word))\" (type \"help\" for the list)")
    }
  }

  /// Splits off the first word; the rest keeps its inner spacing.
  private static func split(_ text: String) -> (word: String, rest: String) {
    guard let space = text.firstIndex(where: \.isWhitespace) else { return (text, "") }
    let rest = text[space...].trimmingCharacters(in: .whitespaces)
    return (String(text[..<space]), rest)
  }

  /// Any run of ASCII digits is a todo number, however large: whether the list has that todo
  /// is the app's question, answered the same way for 3 and for 99999999999999999999.
  private static func number(_ text: String, usage: String) throws(CommandError) -> TodoNumber {
    guard let number = TodoNumber(text) else {
      throw CommandError("usage: \(usage), with n a todo number from `list`")
    }
    return number
  }

  /// A decimal number of seconds as people and scripts write one — `1`, `0.5`, `.5`, `5.`,
  /// `1e-3`, `1E3` — from 0 to ``maximumWait``. No sign, hex, `inf` or `nan`, which `Double(_:)`
  /// would also accept: they are typos here, not durations.
  private static func seconds(_ text: String) throws(CommandError) -> Double {
    guard isDecimalNumber(text), let seconds = Double(text), seconds <= Double(maximumWait)
    else {
      throw CommandError(
        "usage: wait <seconds>, with seconds a decimal number from 0 to \(maximumWait), "
          + "such as 1, 0.5 or 1e-3")
    }
    return seconds
  }

  /// Digits with at most one `.` (at least one digit in all), then optionally `e` or `E`, an
  /// optional sign and digits.
  private static func isDecimalNumber(_ text: String) -> Bool {
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "e" || $0 == "E" })
    guard parts.count <= 2, let mantissa = parts.first else { return false }
    let halves = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard halves.count <= 2, halves.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
      halves.contains(where: { !$0.isEmpty })
    else { return false }
    guard parts.count == 2 else { return true }
    var exponent = parts[1][...]
    if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
    return !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
  }

  private static func noArguments(_ rest: String, usage: String) throws(CommandError) {
    guard rest.isEmpty else { throw CommandError("usage: \(usage) (it takes no arguments)") }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// A todo's number as the user typed it: any run of ASCII digits, kept as written (without
/// leading zeros) so a number too large for `Int` is still named in "there is no todo …".
struct TodoNumber: Equatable, ExpressibleByIntegerLiteral, CustomStringConvertible {
  /// The digits, without leading zeros (`"0"` for zero).
  let digits: String

  /// `nil` unless `text` is one or more ASCII digits.
  init?(_ text: String) {
    guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
    let significant = text.drop { $0 == "0" }
    digits = significant.isEmpty ? "0" : String(significant)
  }

  init(integerLiteral value: Int) {
    self.init(String(value))!
  }

  /// The index of this todo in a list of `count`, or `nil` when the list has no such todo.
  func index(in count: Int) -> Int? {
    guard let value = Int(digits), (1...max(count, 1)).contains(value), value <= count else {
      return nil
    }
    return value - 1
  }

  var description: String { digits }
}

/// Why a line is not a command: one line for the user, after which the app keeps running.
struct CommandError: Error, Equatable {
  /// The message, without the `error: ` prefix the app prints.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
