import Todos

/// How the terminal shows the list: numbered from 1, a box per todo.
///
/// ```
///   1. [ ] Eggs
///   2. [x] Milk
/// ```
func render(_ todos: [Todo]) -> String {
  guard !todos.isEmpty else { return "  (no todos)" }
  let width = String(todos.count).count
  return todos.enumerated().map { offset, todo in
    let number = String(offset + 1)
    let padding = String(repeating: " ", count: width - number.count)
    let box = todo.isComplete ? "[x]" : "[ ]"
    let text = todo.description.isEmpty ? "(empty)" : todo.description
    return "  \(padding)\(number). \(box) \(text)"
  }
  .joined(separator: "\n")
}
