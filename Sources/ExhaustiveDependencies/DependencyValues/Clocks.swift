extension DependencyValues {
  /// The clock that keeps running while the device sleeps; `ContinuousClock()` live.
  ///
  /// In tests, override it with a `TestClock` or an `ImmediateClock` from ExhaustiveTesting:
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let model = withDependencies { $0.continuousClock = clock } operation: { CountdownModel() }
  /// ```
  ///
  /// Not overridden, a test that sleeps on it fails (`Unimplemented:
  /// @Dependency(\.continuousClock).sleep(until:) was called. …`) and the sleep throws
  /// `CancellationError` at once, so the test never waits or hangs.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// The clock that stops while the device sleeps; `SuspendingClock()` live. In tests, as
  /// ``continuousClock``.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedDependencyClock(
    #"@Dependency(\.continuousClock)"#)
}

private enum SuspendingClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = SuspendingClock()
  static let testValue: any Clock<Duration> = UnimplementedDependencyClock(
    #"@Dependency(\.suspendingClock)"#)
}
