/// A mutable value shared between tasks, every access to it made on an actor.
///
/// The drop-in for swift-concurrency-extras' `ActorIsolated` (1.4.3), deprecated there in favour
/// of ``LockIsolated`` and deprecated here with the same advice: reading it takes an `await`, so
/// a test cannot check it from a synchronous closure, and a lock is enough for a value this
/// small.
///
/// ```swift
/// let numbers = ActorIsolated<Set<Int>>([])
/// await numbers.withValue { _ = $0.insert(1) }
/// let value = await numbers.value  // [1]
/// ```
@available(*, deprecated, message: "Use 'LockIsolated' instead.")
public final actor ActorIsolated<Value> {
  /// The value now; read and written on the actor.
  public var value: Value

  /// Isolates `value` on a new actor.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try value()
  }

  /// Runs `operation` on the value on the actor, as one transaction, and returns its result.
  ///
  /// The value is written back even when `operation` throws, with whatever it changed before the
  /// throw.
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    var value = self.value
    defer { self.value = value }
    return try operation(&value)
  }

  /// Replaces the value on the actor.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    self.value = try newValue()
  }
}
