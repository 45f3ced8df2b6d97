/// Relaxing exhaustivity for a block of steps, and only for it.
///
/// ```swift
/// store.send(.onAppear) { $0.isLoading = true }
/// store.withExhaustivity(.off) {
///   // The analytics and prefetching this action starts are not this test's concern.
///   store.send(.refresh)
///   store.skipInFlightEffects(strict: false)
/// }
/// store.send(.rowTapped(1)) { $0.selection = 1 }  // exhaustive again
/// ```
///
/// The store's ``TestStoreProtocol/exhaustivity`` is set to the given value while `body` runs and put
/// back when it returns or throws, so a block cannot leak its relaxation into the steps after
/// it. End-of-test checks run with the store's own setting, whatever the blocks did.
extension TestStoreProtocol {
  /// Runs `body` with ``exhaustivity`` set to `exhaustivity`, then restores the store's setting.
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try body()
  }

  /// Runs the async `body` with ``exhaustivity`` set to `exhaustivity`, then restores the
  /// store's setting.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.refresh)
  ///   await store.receive(/AppAction.response)
  /// }
  /// ```
  nonisolated(nonsending) public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, _ body: nonisolated(nonsending) () async throws -> Result
  ) async rethrows -> Result {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await body()
  }
}
