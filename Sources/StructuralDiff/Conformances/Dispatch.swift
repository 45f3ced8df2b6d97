import Dispatch
import Foundation

// Queues and run loops print what names them, never their internals (pointers, reference
// counts and targets that change from run to run).

/// `DispatchQueue.main`, `DispatchQueue.global(qos: .utility)`, or `DispatchQueue(label: "…")`.
extension DispatchQueue: FrameworkDumpable {
  var dumpForm: DumpForm {
    // Linux hands out a new wrapper of the main queue at each `DispatchQueue.main`.
    if label == DispatchQueue.main.label { return .text("DispatchQueue.main") }
    let globals: [(String, String)] = [
      ("com.apple.root.user-interactive-qos", "userInteractive"),
      ("com.apple.root.user-initiated-qos", "userInitiated"),
      ("com.apple.root.default-qos", "default"),
      ("com.apple.root.utility-qos", "utility"),
      ("com.apple.root.background-qos", "background"),
    ]
    if let global = globals.first(where: { $0.0 == label }) {
      return .text("DispatchQueue.global(qos: .\(global.1))")
    }
    return .text("DispatchQueue(label: \(StringLiteral.singleLine(label)))")
  }
}

/// `OperationQueue.main`, `OperationQueue(name: "…")`, or `OperationQueue()` for a queue left
/// unnamed (its default name holds its address).
extension OperationQueue: FrameworkDumpable {
  var dumpForm: DumpForm {
    if self === OperationQueue.main { return .text("OperationQueue.main") }
    guard let name, !name.hasPrefix("NSOperationQueue 0x") else {
      return .text("OperationQueue()")
    }
    return .text("OperationQueue(name: \(StringLiteral.singleLine(name)))")
  }
}

/// `RunLoop.main`, or `RunLoop(thread: other)`: a run loop has no name, only its thread.
extension RunLoop: FrameworkDumpable {
  var dumpForm: DumpForm {
    self === RunLoop.main ? .text("RunLoop.main") : .text("RunLoop(thread: other)")
  }
}
