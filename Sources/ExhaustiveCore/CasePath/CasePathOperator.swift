prefix operator /

/// Returns the case path of an enum case that carries a payload, from its constructor.
///
/// ```swift
/// todoReducer.forEach(
///   state: \AppState.todos,
///   action: /AppAction.todo(index:action:),
///   environment: { _ in TodoEnvironment() }
/// )
/// ```
///
/// Extraction is reflection-based and exact: it checks the case of the root, not only the type of
/// its payload, so two cases with the same payload type (`case a(Int)`, `case b(Int)`) never
/// extract each other's payloads. Labeled, tuple, nested and `indirect` payloads all work.
///
/// Give the result a type context (a parameter, or an annotated `let`): without one Swift prefers
/// the payload-less overload and the expression does not type-check as you meant.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  let matcher = EnumCaseMatcher<Root>()
  return CasePath(
    embed: embed,
    extract: { root in
      guard matcher.mayMatch(root), let value: Value = EnumPayload.extract(from: root) else {
        return nil
      }
      return matcher.matches(root, case: embed(value)) ? value : nil
    }
  )
}

/// Returns the case path of a payload-less enum case, whose value is `Void`.
///
/// ```swift
/// let delayCompleted: CasePath<AppAction, Void> = /AppAction.todoDelayCompleted
/// delayCompleted.extract(from: .todoDelayCompleted)  // ()
/// delayCompleted.extract(from: .addButtonTapped)     // nil
/// ```
///
/// `root` must be an enum case without a payload; anything else is reported through
/// ``reportIssue(_:fileID:filePath:line:column:)`` and the path then never extracts.
public prefix func / <Root>(
  root: Root
) -> CasePath<Root, Void> {
  // A payload-less case carries no data, so sharing it between threads is safe even when `Root`
  // is not declared `Sendable`.
  let caseValue = UncheckedSendable(root)
  let tag = EnumTag.of(root)
  if tag == nil {
    reportIssue("'/' expects an enum case, but got a value of type \(Root.self).")
  } else if EnumPayload.hasPayload(root) {
    reportIssue(
      """
      '/' expects a case without a payload, but \(root) carries one; use '/' with the case's \
      constructor instead.
      """
    )
  }
  return CasePath(
    embed: { caseValue.value },
    extract: { candidate in
      guard let tag, EnumTag.of(candidate) == tag else { return nil }
      return ()
    }
  )
}

/// Returns the identity case path of a type, which extracts every value as itself.
///
/// ```swift
/// let any: CasePath<AppAction, AppAction> = /AppAction.self
/// ```
public prefix func / <Root>(
  type: Root.Type
) -> CasePath<Root, Root> {
  CasePath(embed: { $0 }, extract: { $0 })
}
