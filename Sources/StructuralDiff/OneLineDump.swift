extension String {
  /// The dump of `value` on one line, for a log or a timeline entry: each composite prints its
  /// children after its opening text, separated by `, `, as in `Todo(id: 1, tags: ["a", "b"])`.
  ///
  /// A string with newlines prints as one escaped literal, `"a\nb"`, rather than the block
  /// literal of the multi-line dump; values nested more than 32 levels deep print as `…`.
  ///
  /// ```swift
  /// String(oneLineDumping: AppAction.searchResponse(["a1", "a2"]))
  /// // AppAction.searchResponse(["a1", "a2"])
  /// ```
  package init(oneLineDumping value: Any) {
    self = singleLineText(TreeBuilder.tree(of: value, label: nil, maxDepth: .max), 0)
  }
}
