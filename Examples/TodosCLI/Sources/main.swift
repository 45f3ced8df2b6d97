import Dispatch
import ExhaustiveCore
import Foundation
import Todos

// `swift run todos [--debug]`: the episodes' Todos app in a terminal. Commands come from standard
// input, typed or piped; the app runs on the main queue, which also runs the sort delay.

let usage = """
  usage: todos [--debug] [--record-test]

    --debug         print every action and the state diff it causes
    --record-test   on quit, print the session just played as a test that replays it

  Commands are read from standard input; type `help` once running. Piped input works too:
    printf 'add Milk\\nadd Eggs\\ntoggle 1\\nwait 1.1\\nlist\\n' | todos
  """

var debug = false
var recordTest = false
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--debug":
    debug = true
  case "--record-test":
    recordTest = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    FileHandle.standardError.write(Data("todos: unknown option \(argument)\n\n\(usage)\n".utf8))
    exit(2)
  }
}

let app = TerminalApp(
  debug: debug,
  interactive: RawTerminal.enable(),
  // A recorded test's environment makes ids with `UUID.incrementing`: the live app makes the same.
  environment: AppEnvironment(
    mainQueue: DispatchQueue.main.eraseToAnyScheduler(),
    uuid: recordTest ? incrementingUUIDs() : UUID.init
  ),
  finished: { exit(0) },
  recordsTest: recordTest
)
app.start()

// Standard input is read on its own thread, one byte at a time, each handled on the main queue
// before the next is read. The reader never sleeps: during a `wait` the app queues the lines it
// is given and runs them when the wait is up, so keys (Ctrl-C among them) work meanwhile.
let reader = Thread {
  var byte: UInt8 = 0
  while true {
    let count = read(STDIN_FILENO, &byte, 1)
    if count < 0 && errno == EINTR { continue }
    guard count == 1 else { break }
    let input = byte
    switch DispatchQueue.main.sync(execute: { MainActor.assumeIsolated { app.receive(input) } }) {
    case .next:
      continue
    case .quit:
      exit(0)
    }
  }
  // The app exits through `finished` once every line has run, after any `wait` still running.
  DispatchQueue.main.async {
    MainActor.assumeIsolated { app.endOfInput() }
  }
}
reader.start()
dispatchMain()
