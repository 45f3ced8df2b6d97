import Dispatch
import Foundation

// `swift run todos [--debug]`: the episodes' Todos app in a terminal. Commands come from standard
// input, typed or piped; the app runs on the main queue, which also runs the sort delay.

let usage = """
  usage: todos [--debug]

    --debug   print every action and the state diff it causes

  Commands are read from standard input; type `help` once running. Piped input works too:
    printf 'add Milk\\nadd Eggs\\ntoggle 1\\nwait 1.1\\nlist\\n' | todos
  """

var debug = false
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--debug":
    debug = true
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    FileHandle.standardError.write(Data("todos: unknown option \(argument)\n\n\(usage)\n".utf8))
    exit(2)
  }
}

let app = TerminalApp(debug: debug, interactive: isatty(STDIN_FILENO) == 1)
app.start()

// Standard input is read on its own thread, one line at a time, each handled on the main queue
// before the next is read. `wait` sleeps this thread only, so the main queue keeps running the
// app's effects meanwhile.
let reader = Thread {
  while let line = readLine() {
    let keepGoing = DispatchQueue.main.sync {
      MainActor.assumeIsolated { app.handle(line) }
    }
    guard keepGoing else { exit(0) }
    if case .wait(let seconds)? = try? Command.parse(line) {
      Thread.sleep(forTimeInterval: seconds)
    }
  }
  DispatchQueue.main.async {
    MainActor.assumeIsolated { app.finish() }
    exit(0)
  }
}
reader.start()
dispatchMain()
