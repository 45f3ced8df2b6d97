import StructuralDiff

/// How reducers show an action (or any value) in a reported issue: the structural dump used by
/// test failures, indented to sit under a label.
func debugDescription<Value>(of value: Value, indentedBy indentation: Int = 4) -> String {
  String(customDumping: value).indented(by: indentation)
}

extension String {
  /// Every line of `self` with `count` spaces in front.
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { indentation + $0 }
      .joined(separator: "\n")
  }
}
