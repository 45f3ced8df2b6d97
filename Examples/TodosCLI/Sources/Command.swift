import Foundation

/// One line the user typed, understood.
///
/// Todos are numbered from 1, as the list prints them.
enum Command: Equatable {
  /// `add [text]`: a new todo at the top.
  case add(String)
  /// `toggle <n>`: tick or untick todo n.
  case toggle(Int)
  /// `edit <n> <text>`: replace the text of todo n.
  case edit(Int, String)
  /// `delete <n>`: remove todo n.
  case delete(Int)
  /// `list`: print the todos.
  case list
  /// `help`: print the commands.
  case help
  /// `wait <seconds>`: read the next command only after this long (for scripts on stdin), at
  /// most ``maximumWait`` seconds.
  case wait(seconds: Double)
  /// `quit`: leave.
  case quit

  /// The longest `wait`, in seconds: an hour. A script that needs longer is waiting for
  /// something other than the sort delay; a typo such as `wait 1e308` must not hang the app.
  static let maximumWait = 3600

  /// What `help` prints.
  static let usage = """
    Commands (todos are numbered as `list` shows them):
      add [text]        add a todo at the top
      toggle <n>        tick or untick todo n; completed todos sink 1 s after the last toggle
      edit <n> <text>   change the text of todo n
      delete <n>        remove todo n
      list              show the todos
      wait <seconds>    pause before the next command, up to \(maximumWait) s (for piped commands)
      help              show this help
      quit              leave (end of input works too)
    Keys: Ctrl-L clears the screen and shows the list again; Ctrl-C, or Ctrl-D on an empty
    line, leaves.
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
      let number = try number(index, usage: "edit <n> <text>")
      guard !text.isEmpty else {
        throw CommandError("usage: edit <n> <text>, with the todo's new text after its number")
      }
      return .edit(number, text)
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

  private static func number(_ text: String, usage: String) throws(CommandError) -> Int {
    guard let number = Int(text), number >= 1 else {
      throw CommandError("usage: \(usage), with n a todo number from `list`")
    }
    return number
  }

  /// A plain decimal (`1`, `0.5`), from 0 to ``maximumWait``: no sign, exponent, hex, `inf` or
  /// `nan`, which `Double(_:)` would all accept.
  private static func seconds(_ text: String) throws(CommandError) -> Double {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDecimal = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    guard isDecimal, let seconds = Double(text), seconds <= Double(maximumWait) else {
      throw CommandError(
        "usage: wait <seconds>, with seconds a decimal number from 0 to \(maximumWait), "
          + "such as 1 or 0.5")
    }
    return seconds
  }

  private static func noArguments(_ rest: String, usage: String) throws(CommandError) {
    guard rest.isEmpty else { throw CommandError("usage: \(usage) (it takes no arguments)") }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

/// Why a line is not a command: one line for the user, after which the app keeps running.
struct CommandError: Error, Equatable {
  /// The message, without the `error: ` prefix the app prints.
  var message: String

  init(_ message: String) {
    self.message = message
  }
}
