// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import Todos
  import XCTest

  @testable import TodosCLI

  final class CommandTests: XCTestCase {
    func testParsesEveryCommand() throws {
      XCTAssertEqual(try Command.parse("add Milk"), .add("Milk"))
      XCTAssertEqual(try Command.parse("add   Buy  two  eggs  "), .add("Buy  two  eggs"))
      XCTAssertEqual(try Command.parse("add"), .add(""))
      XCTAssertEqual(try Command.parse("toggle 2"), .toggle(2))
      XCTAssertEqual(try Command.parse("edit 1 Oat milk"), .edit(1, "Oat milk"))
      XCTAssertEqual(try Command.parse("delete 3"), .delete(3))
      XCTAssertEqual(try Command.parse("list"), .list)
      XCTAssertEqual(try Command.parse("help"), .help)
      XCTAssertEqual(try Command.parse("wait 1.5"), .wait(seconds: 1.5))
      XCTAssertEqual(try Command.parse("wait 0"), .wait(seconds: 0))
      XCTAssertEqual(try Command.parse("wait 0.25"), .wait(seconds: 0.25))
      XCTAssertEqual(try Command.parse("wait 3600"), .wait(seconds: 3600))
      XCTAssertEqual(try Command.parse("wait 0003600.000"), .wait(seconds: 3600))
      // Every way people write a decimal number: a bare fraction, a trailing point, an exponent.
      XCTAssertEqual(try Command.parse("wait .5"), .wait(seconds: 0.5))
      XCTAssertEqual(try Command.parse("wait 5."), .wait(seconds: 5))
      XCTAssertEqual(try Command.parse("wait 1e-3"), .wait(seconds: 0.001))
      XCTAssertEqual(try Command.parse("wait 1E3"), .wait(seconds: 1000))
      XCTAssertEqual(try Command.parse("wait 3.6e+3"), .wait(seconds: 3600))
      XCTAssertEqual(try Command.parse("wait 36e2"), .wait(seconds: 3600))
      // `edit` with no text empties the todo, as `add` with no text adds an empty one.
      XCTAssertEqual(try Command.parse("edit 1"), .edit(1, ""))
      XCTAssertEqual(try Command.parse("edit 1   "), .edit(1, ""))
      // Any run of digits is a todo number; whether the list has it is the app's question.
      XCTAssertEqual(try Command.parse("toggle 0"), .toggle(0))
      XCTAssertEqual(try Command.parse("toggle 007"), .toggle(7))
      XCTAssertEqual(
        try Command.parse("delete 99999999999999999999"),
        .delete(TodoNumber("99999999999999999999")!))
      XCTAssertEqual(try Command.parse("quit"), .quit)
      XCTAssertEqual(try Command.parse("exit"), .quit)
      XCTAssertEqual(try Command.parse("  TOGGLE 1  "), .toggle(1))
    }

    func testHelpText() {
      XCTAssertEqual(
        Command.usage,
        """
        Commands (todos are numbered as `list` shows them):
          add [text]        add a todo at the top (no text: an empty todo)
          toggle <n>        tick or untick todo n; completed todos sink 1 s after the last toggle
          edit <n> [text]   change the text of todo n (no text: empty it)
          delete <n>        remove todo n
          list              show the todos
          wait <seconds>    run the next commands only after this long, a decimal number up to
                            3600 (1, 0.5, .5, 1e-3); keys still work meanwhile
          help              show this help
          quit, exit        leave (end of input works too)
        Keys: Ctrl-L clears the screen and shows the list again; Ctrl-C or Ctrl-\\, or Ctrl-D on an
        empty line, leaves at once, even during a wait.
        """)
    }

    func testBlankLinesAreNotCommands() throws {
      XCTAssertNil(try Command.parse(""))
      XCTAssertNil(try Command.parse("   \t "))
    }

    func testBadCommandsGetOneLineErrors() {
      var cases: [(String, String)] = [
        ("frobnicate", "unknown command \"frobnicate\" (type \"help\" for the list)"),
        ("toggle", "usage: toggle <n>, with n a todo number from `list`"),
        ("toggle two", "usage: toggle <n>, with n a todo number from `list`"),
        ("toggle 1.5", "usage: toggle <n>, with n a todo number from `list`"),
        ("toggle ١", "usage: toggle <n>, with n a todo number from `list`"),
        ("edit x Milk", "usage: edit <n> [text], with n a todo number from `list`"),
        ("edit", "usage: edit <n> [text], with n a todo number from `list`"),
        ("delete -1", "usage: delete <n>, with n a todo number from `list`"),
        ("delete +1", "usage: delete <n>, with n a todo number from `list`"),
        ("list all", "usage: list (it takes no arguments)"),
        ("quit now", "usage: quit (it takes no arguments)"),
        ("exit now", "usage: exit (it takes no arguments)"),
        ("frob\u{1B}[A", "unknown command \"frob\\u{1B}[A\" (type \"help\" for the list)"),
      ]
      // Only a decimal number from 0 to an hour: `Double(_:)` alone accepts most of these.
      let badWaits = [
        "", "-1", "soon", "1e308", "1e4", "0x10", "inf", "infinity", "nan", "+1", ".", "e3", ".e3",
        "1e", "1e+", "1e3.5", "1..5", "1.2.3", "3600.001", "99999999999999999999", "1 2", "١",
      ]
      cases += badWaits.map { seconds in
        (
          "wait \(seconds)",
          "usage: wait <seconds>, with seconds a decimal number from 0 to 3600, such as 1, 0.5 or "
            + "1e-3"
        )
      }
      for (line, message) in cases {
        XCTAssertThrowsError(try Command.parse(line), line) { error in
          XCTAssertEqual(error as? CommandError, CommandError(message), line)
        }
        XCTAssertFalse(message.contains("\n"), line)
      }
    }

    func testRendersANumberedList() {
      XCTAssertEqual(render([]), "  (no todos)")
      let todos = (0..<10).map { Todo(description: "Todo \($0)", id: UUID()) }
      var rendered = render(todos).split(separator: "\n").map(String.init)
      XCTAssertEqual(rendered.first, "   1. [ ] Todo 0")
      XCTAssertEqual(rendered.last, "  10. [ ] Todo 9")
      rendered = render([Todo(isComplete: true, description: "", id: UUID())])
        .split(separator: "\n").map(String.init)
      XCTAssertEqual(rendered, ["  1. [x] (empty)"])
    }

    /// A todo's text can never move the cursor or recolour the screen: control characters (C0,
    /// DEL, C1) are shown as Swift escapes.
    func testRenderingEscapesControlCharacters() {
      let todo = Todo(description: "Mi\u{1B}[Alk\u{7}\t\u{7F}\u{9B}é", id: UUID())
      XCTAssertEqual(render([todo]), #"  1. [ ] Mi\u{1B}[Alk\u{7}\u{9}\u{7F}\u{9B}é"#)
    }
  }
#endif
