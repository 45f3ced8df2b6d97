// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import XCTest

  /// Runs the built `todos` executable end to end, with commands piped on standard input.
  ///
  /// `swift test` builds the executable along with the tests (this target depends on it), and puts
  /// it next to the test bundle.
  final class TodosExecutableTests: XCTestCase {
    /// The whole app on the real main queue: the sort arrives during `wait`, a second after the
    /// last toggle, and bad commands get one line each without stopping the app.
    func testPipedSession() throws {
      let output = try runTodos(
        input: """
          add Milk
          add Eggs
          toggle 1
          wait 1.5
          list
          frobnicate
          toggle 9

          edit 1 Oat milk
          delete 2
          quit
          add Never read
          """
      )

      XCTAssertEqual(
        output.standardOutput,
        """
        > add Milk
          1. [ ] Milk
        > add Eggs
          1. [ ] Eggs
          2. [ ] Milk
        > toggle 1
          1. [x] Eggs
          2. [ ] Milk
        > wait 1.5
        (sorted)
          1. [ ] Milk
          2. [x] Eggs
        > list
          1. [ ] Milk
          2. [x] Eggs
        > frobnicate
        error: unknown command "frobnicate" (type "help" for the list)
        > toggle 9
        error: there is no todo 9: the list has 2 (see `list`)
        > edit 1 Oat milk
          1. [ ] Oat milk
          2. [x] Eggs
        > delete 2
          1. [ ] Oat milk
        > quit

        """
      )
      XCTAssertEqual(output.standardError, "")
      XCTAssertEqual(output.status, 0)
    }

    /// The end of input ends the app, cancelling the pending sort.
    func testEndOfInputQuits() throws {
      let output = try runTodos(input: "add Milk\ntoggle 1")

      XCTAssertEqual(
        output.standardOutput,
        """
        > add Milk
          1. [ ] Milk
        > toggle 1
          1. [x] Milk

        """
      )
      XCTAssertEqual(output.status, 0)
    }

    /// `--debug` prints every action and the diff it made, through `Reducer.debug()`. The live
    /// UUIDs are random, so they are replaced before comparing.
    func testDebugPrintsActionsAndDiffs() throws {
      let output = try runTodos(arguments: ["--debug"], input: "add Milk\ntoggle 1\ndelete 1\n")

      let uuid = try NSRegularExpression(
        pattern: "[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}")
      let text = output.standardOutput
      let normalized = uuid.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "<uuid>")
      XCTAssertEqual(
        normalized,
        """
        > add Milk
        received action:
          TerminalAction.app(.addButtonTapped)
          AppState(
        −   todos: []
        +   todos: [
        +     Todo(
        +       isComplete: false,
        +       description: "",
        +       id: <uuid>
        +     ),
        +   ]
          )
        received action:
          TerminalAction.app(.todo(index: 0, action: TodoAction.textFieldChanged("Milk")))
          AppState(
            todos: [
              Todo(
                isComplete: false,
        −       description: "",
        +       description: "Milk",
                id: <uuid>
              ),
            ]
          )
          1. [ ] Milk
        > toggle 1
        received action:
          TerminalAction.app(.todo(index: 0, action: TodoAction.checkboxTapped))
          AppState(
            todos: [
              Todo(
        −       isComplete: false,
        +       isComplete: true,
                description: "Milk",
                id: <uuid>
              ),
            ]
          )
          1. [x] Milk
        > delete 1
        received action:
          TerminalAction.delete(index: 0)
          AppState(
        −   todos: [
        −     Todo(
        −       isComplete: true,
        −       description: "Milk",
        −       id: <uuid>
        −     ),
        −   ]
        +   todos: []
          )
          (no todos)

        """
      )
      XCTAssertEqual(output.status, 0)
    }

    /// Keys that are not text (an arrow key's `ESC [ A`, a bell) never reach a command or a todo,
    /// even piped; `wait` takes only a bounded decimal; `edit n` with no text empties the todo.
    func testPipedInputIsSanitizedAndChecked() throws {
      let output = try runTodos(
        input: "add Mi\u{1B}[Alk\nwait 1e308\nwait 0x10\nedit 1\nedit 1 Oat\u{7} milk\r\n")

      XCTAssertEqual(
        output.standardOutput,
        """
        > add Milk
          1. [ ] Milk
        > wait 1e308
        error: usage: wait <seconds>, with seconds a decimal number from 0 to 3600, such as 1, 0.5 or 1e-3
        > wait 0x10
        error: usage: wait <seconds>, with seconds a decimal number from 0 to 3600, such as 1, 0.5 or 1e-3
        > edit 1
          1. [ ] (empty)
        > edit 1 Oat milk
          1. [ ] Oat milk

        """
      )
      XCTAssertEqual(output.standardError, "")
      XCTAssertEqual(output.status, 0)
    }

    func testUnknownOptionIsAnError() throws {
      let output = try runTodos(arguments: ["--verbose"], input: "")

      XCTAssertEqual(output.standardOutput, "")
      XCTAssertTrue(output.standardError.hasPrefix("todos: unknown option --verbose\n"))
      XCTAssertEqual(output.status, 2)
    }
  }

  // MARK: - Running the executable

  struct ProcessOutput {
    var standardOutput: String
    var standardError: String
    var status: Int32
  }

  /// Launches `todos`, writes `input` to its standard input, closes it, and waits for it to exit.
  func runTodos(arguments: [String] = [], input: String) throws -> ProcessOutput {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("todos")
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    if !input.isEmpty {
      stdin.fileHandleForWriting.write(Data(input.utf8))
    }
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let outData = stdout.fileHandleForReading.readDataToEndOfFile()
    let errData = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessOutput(
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus
    )
  }

  /// Where SwiftPM puts the products: next to the `.xctest` bundle.
  var productsDirectory: URL {
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
      }
      fatalError("couldn't find the products directory")
    #else
      return Bundle.main.bundleURL
    #endif
  }
#endif
