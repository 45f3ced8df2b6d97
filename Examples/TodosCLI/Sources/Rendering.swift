import Todos

/// How the terminal shows the list: numbered from 1, a box per todo.
///
/// ```
///   1. [ ] Eggs
///   2. [x] Milk
/// ```
///
/// Control characters in a todo's text are shown escaped (`\u{1B}`), so a todo can never move
/// the cursor or recolour the screen.
func render(_ todos: [Todo]) -> String {
  guard !todos.isEmpty else { return "  (no todos)" }
  let width = String(todos.count).count
  return todos.enumerated().map { offset, todo in
    let number = String(offset + 1)
    let padding = String(repeating: " ", count: width - number.count)
    let box = todo.isComplete ? "[x]" : "[ ]"
    let text = todo.description.isEmpty ? "(empty)" : escapingControlCharacters(todo.description)
    return "  \(padding)\(number). \(box) \(text)"
  }
  .joined(separator: "\n")
}

/// `text` with each control character written as a Swift escape, `\u{1B}` for ESC.
func escapingControlCharacters(_ text: String) -> String {
  var escaped = ""
  for scalar in text.unicodeScalars {
    if scalar.isControl {
      escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    } else {
      escaped.unicodeScalars.append(scalar)
    }
  }
  return escaped
}
