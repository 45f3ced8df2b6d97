// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import Foundation
  import XCTest

  /// Runs the built `todos` executable on a pseudo-terminal, as `swift run todos` runs at a
  /// keyboard: the path through `main.swift` and `RawTerminal` that the in-process tests skip. Keys
  /// are sent only once the app has answered the previous ones (raw mode discards input typed
  /// before it starts), so the test waits for output, never for a fixed time (up to 5 s each).
  final class TodosTerminalTests: XCTestCase {
    /// Raw mode: an arrow key is dropped, Ctrl-L clears and redraws, Ctrl-D quits, and the terminal
    /// is back in line mode, with echo, when the app has exited.
    func testKeysAtATerminalAndTheTerminalIsRestored() throws {
      let (terminal, process) = try launchTodosAtATerminal()
      defer {
        if process.isRunning { process.terminate() }
        terminal.close()
      }

      let prompt = "Type `help` for the commands.\r\n> "
      XCTAssertTrue(terminal.waitForOutput(endingWith: prompt), terminal.output)
      terminal.type("add Mi\u{1B}[Alk\r")
      XCTAssertTrue(terminal.waitForOutput(endingWith: "  1. [ ] Milk\r\n> "), terminal.output)
      terminal.type("\u{0C}")
      XCTAssertTrue(
        terminal.waitForOutput(endingWith: "\u{1B}[2J  1. [ ] Milk\r\n> "), terminal.output)
      terminal.type("\u{04}")
      process.waitUntilExit()

      XCTAssertTrue(terminal.waitForOutput(endingWith: "> \r\n"), terminal.output)
      XCTAssertEqual(
        terminal.output,
        "Todos: completed todos sink to the bottom a second after your last toggle.\r\n"
          + "Type `help` for the commands.\r\n"
          + "> add Milk\r\n"
          + "  1. [ ] Milk\r\n"
          + "> \u{1B}[H\u{1B}[2J  1. [ ] Milk\r\n"
          + "> \r\n")
      XCTAssertEqual(process.terminationStatus, 0)
      let modes = try terminal.localModes()
      XCTAssertEqual(modes & tcflag_t(ICANON | ECHO), tcflag_t(ICANON | ECHO))
    }
  }

  extension TodosTerminalTests {
    /// An hour into `wait 3600`, a line typed ahead is echoed and Ctrl-C leaves at once: the
    /// reader never sleeps, so keys reach the app during a wait. (Were it still asleep, the app
    /// would not exit and `waitForExit` would give up after 5 s.)
    func testControlCLeavesDuringAWait() throws {
      let (terminal, process) = try launchTodosAtATerminal()
      defer {
        if process.isRunning { process.terminate() }
        terminal.close()
      }

      XCTAssertTrue(
        terminal.waitForOutput(endingWith: "Type `help` for the commands.\r\n> "), terminal.output)
      terminal.type("wait 3600\r")
      XCTAssertTrue(terminal.waitForOutput(endingWith: "wait 3600\r\n> "), terminal.output)
      terminal.type("add Milk\r")
      XCTAssertTrue(terminal.waitForOutput(endingWith: "add Milk\r\n> "), terminal.output)
      terminal.type("\u{03}")
      XCTAssertTrue(terminal.waitForOutput(endingWith: "> \r\n"), terminal.output)
      let deadline = Date().addingTimeInterval(5)
      while process.isRunning && Date() < deadline { usleep(10_000) }
      XCTAssertFalse(process.isRunning, "still running after Ctrl-C")
      XCTAssertEqual(process.terminationStatus, 0)
    }
  }

  /// Starts the built `todos` on a new pseudo-terminal, as a person at a keyboard would.
  private func launchTodosAtATerminal() throws -> (PseudoTerminal, Process) {
    let terminal = try PseudoTerminal()
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("todos")
    process.standardInput = terminal.appSide
    process.standardOutput = terminal.appSide
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (terminal, process)
  }

  /// A pseudo-terminal: the app gets the terminal side as its standard input and output; the test
  /// types into the other side and reads what the app printed.
  private final class PseudoTerminal: @unchecked Sendable {
    // Safe: `text` is only touched while `lock` is held; the descriptors never change.
    let appSide: FileHandle
    private let testSide: Int32
    private let lock = NSLock()
    private var text = ""

    init() throws {
      let controller = PseudoTerminalCalls.open(O_RDWR | O_NOCTTY)
      guard controller >= 0 else { throw POSIXError(.ENXIO) }
      guard PseudoTerminalCalls.grant(controller) == 0, PseudoTerminalCalls.unlock(controller) == 0,
        let name = PseudoTerminalCalls.name(controller)
      else {
        Foundation.close(controller)
        throw POSIXError(.ENXIO)
      }
      let terminal = open(name, O_RDWR | O_NOCTTY)
      guard terminal >= 0 else {
        Foundation.close(controller)
        throw POSIXError(.ENXIO)
      }
      testSide = controller
      appSide = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
      Thread { [self] in readUntilClosed() }.start()
    }

    deinit {
      Foundation.close(testSide)
    }

    /// What the app printed so far.
    var output: String { lock.withLock { text } }

    /// Types `keys` (bytes, as a terminal sends them).
    func type(_ keys: String) {
      _ = keys.utf8CString.withUnsafeBufferPointer { buffer in
        write(testSide, buffer.baseAddress, buffer.count - 1)
      }
    }

    /// Waits until the output ends with `suffix`; `false` if it does not within 5 s.
    func waitForOutput(endingWith suffix: String) -> Bool {
      let deadline = Date().addingTimeInterval(5)
      while Date() < deadline {
        if output.hasSuffix(suffix) { return true }
        Thread.sleep(forTimeInterval: 0.01)
      }
      return output.hasSuffix(suffix)
    }

    /// Closes the terminal side, which ends the reader thread (reading the other side then fails).
    func close() {
      try? appSide.close()
    }

    /// The terminal's local modes (`c_lflag`): `ICANON`, `ECHO`, ….
    func localModes() throws -> tcflag_t {
      var settings = termios()
      guard tcgetattr(appSide.fileDescriptor, &settings) == 0 else { throw POSIXError(.ENOTTY) }
      return settings.c_lflag
    }

    private func readUntilClosed() {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(testSide, &buffer, buffer.count)
        guard count > 0 else { return }
        let chunk = String(decoding: buffer[..<count], as: UTF8.self)
        lock.withLock { text += chunk }
      }
    }
  }

  /// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`. glibc declares them only when
  /// `_XOPEN_SOURCE` is defined, which Swift's Glibc module does not do, so on Linux they are looked
  /// up in the C library at run time (they are always there).
  private enum PseudoTerminalCalls {
    #if canImport(Glibc)
      typealias DescriptorCall = @convention(c) (CInt) -> CInt
      typealias NameCall = @convention(c) (CInt) -> UnsafeMutablePointer<CChar>?

      static let open = function("posix_openpt", as: DescriptorCall.self)
      static let grant = function("grantpt", as: DescriptorCall.self)
      static let unlock = function("unlockpt", as: DescriptorCall.self)
      static func name(_ descriptor: CInt) -> String? {
        function("ptsname", as: NameCall.self)(descriptor).map { String(cString: $0) }
      }

      private static func function<Function>(_ name: String, as type: Function.Type) -> Function {
        // A null handle is glibc's RTLD_DEFAULT: search the process's global symbols.
        guard let symbol = dlsym(nil, name) else { fatalError("libc has no \(name)") }
        return unsafeBitCast(symbol, to: type)
      }
    #else
      static func open(_ flags: CInt) -> CInt { posix_openpt(flags) }
      static func grant(_ descriptor: CInt) -> CInt { grantpt(descriptor) }
      static func unlock(_ descriptor: CInt) -> CInt { unlockpt(descriptor) }
      static func name(_ descriptor: CInt) -> String? {
        ptsname(descriptor).map { String(cString: $0) }
      }
    #endif
  }
#endif
