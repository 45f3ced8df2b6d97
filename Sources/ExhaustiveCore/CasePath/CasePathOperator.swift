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
  enumCasePath(embed: embed)
}

/// Returns the case path of an enum case that carries a payload, from a constructor the compiler
/// does not know to be `@Sendable`.
///
/// In Swift 5 language mode an enum case's constructor (`AppAction.child`) is not inferred
/// `@Sendable`, so `/AppAction.child` would not compile against the `@Sendable` overload; this one
/// takes it instead. (In Swift 6 mode the constructor is `@Sendable` and the overload above is
/// chosen.)
///
/// The function is taken as `sending`, so the caller keeps no other reference to it, and every
/// call to it runs under a lock, so a shared case path never runs it on two threads at once: a
/// function with captured state stays race-free. Do not embed through the same path from inside
/// the function itself.
@_disfavoredOverload
public prefix func / <Root, Value>(
  embed: sending @escaping (Value) -> Root
) -> CasePath<Root, Value> {
  let guarded = Lock(embed)
  return enumCasePath(embed: { value in guarded.withLock { $0(value) } })
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

/// The case path of the enum case that `embed` constructs; extraction checks the case by
/// reflection, not only the payload's type.
private func enumCasePath<Root, Value>(
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
