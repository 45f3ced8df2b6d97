/// Sends outputs from an async effect created with `Effect.run { send in … }`.
///
/// ```swift
/// Effect<AppAction, Never>.run { send in
///   for await event in environment.events() {
///     await send(.eventReceived(event))
///   }
/// }
/// ```
///
/// Once the effect is cancelled, sends are dropped.
public struct Send<Output>: Sendable {
  private let deliver: @Sendable (Output) -> Void

  package init(_ deliver: @escaping @Sendable (Output) -> Void) {
    self.deliver = deliver
  }

  /// Emits `output`, unless the effect was cancelled.
  ///
  /// It runs in the caller's isolation (`nonisolated(nonsending)`), so a non-`Sendable` output
  /// never crosses an isolation boundary.
  public nonisolated(nonsending) func callAsFunction(_ output: Output) async {
    guard !Task.isCancelled else { return }
    deliver(output)
  }
}
