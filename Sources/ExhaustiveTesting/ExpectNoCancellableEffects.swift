import ExhaustiveCore

/// Fails the test if an effect started outside any store, with `sink`, is still running under a
/// cancellation id; the leftovers are then cancelled, so one mistake fails one test.
///
/// Call it where a test ends, for example from `tearDown()`:
///
/// ```swift
/// override func tearDown() {
///   expectNoCancellableEffects()
///   super.tearDown()
/// }
/// ```
///
/// Cancellation ids are scoped: every store has its own scope, which it cancels when it goes
/// away, and effects started with `sink` share one process-wide scope. This overload checks that
/// shared scope. Swift Testing runs tests in parallel, so under it another test's running `sink`
/// effects count too; check a store's scope with ``expectNoCancellableEffects(in:fileID:file:line:column:)``
/// instead. A `TestStore` needs neither: it already fails the test for every effect still
/// running when the test ends.
///
/// The failure lists the ids, one per running effect (the first ten, then how many more):
///
/// ```
/// 1 cancellable effect is still running (cancellation id: "search"). Let it finish, or cancel
/// it with Effect.cancel(id:), before the test ends. It was cancelled now, so it cannot affect
/// later tests.
/// ```
public func expectNoCancellableEffects(
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoCancellableEffects(
    in: EffectContext.shared.cancellations,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test if an effect `store` started is still running under a cancellation id; the
/// leftovers are then cancelled.
///
/// A store (and every store scoped from it) has its own cancellation scope, which this checks:
///
/// ```swift
/// let store = Store(initialState: AppState(), reducer: appReducer, environment: environment)
/// store.send(.searchQueryChanged("milk"))
/// scheduler.advance(by: 0.3)
/// expectNoCancellableEffects(in: store)
/// ```
///
/// See ``expectNoCancellableEffects(fileID:file:line:column:)`` for the message.
public func expectNoCancellableEffects<State, Action>(
  in store: Store<State, Action>,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoCancellableEffects(
    in: store.cancellations,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks one cancellation scope: the one implementation behind both public overloads, and what
/// our own tests call (they start effects in scopes of their own).
package func expectNoCancellableEffects(
  in registry: CancellationRegistry, at location: SourceCodeLocation
) {
  let ids = registry.registeredIDs.map(\.description).sorted()
  guard !ids.isEmpty else { return }
  registry.cancelAll()
  reportFailure(cancellableEffectsMessage(ids), at: location)
}

/// `2 cancellable effects are still running (cancellation ids: "a", "b"). …`
private func cancellableEffectsMessage(_ ids: [String]) -> String {
  // Bounded, so a test that leaves a million effects behind still gets a readable failure.
  let shown = 10
  var list = ids.prefix(shown).joined(separator: ", ")
  if ids.count > shown {
    list += ", … and \(ids.count - shown) more"
  }
  if ids.count == 1 {
    return """
      1 cancellable effect is still running (cancellation id: \(list)). Let it finish, or \
      cancel it with Effect.cancel(id:), before the test ends. It was cancelled now, so it \
      cannot affect later tests.
      """
  }
  return """
    \(ids.count) cancellable effects are still running (cancellation ids: \(list)). Let them \
    finish, or cancel them with Effect.cancel(id:), before the test ends. They were cancelled \
    now, so they cannot affect later tests.
    """
}
