import Foundation

/// A mutable value shared between tasks and threads, every access to it taken under a lock.
///
/// The drop-in for swift-concurrency-extras' `LockIsolated` (1.4.3): the same initializer,
/// `value`, `withValue(_:)`, `setValue(_:)` and dynamic member lookup. A test counts the calls an
/// endpoint receives from whatever task calls it:
///
/// ```swift
/// let callCount = LockIsolated(0)
/// let model = withDependencies {
///   $0.numberFact.fact = { number in
///     callCount.withValue { $0 += 1 }
///     return "\(number) is a good number."
///   }
/// } operation: {
///   NumberFactModel()
/// }
/// // …
/// XCTAssertEqual(callCount.value, 1)
/// ```
///
/// Read-modify-write in one ``withValue(_:)`` call: `setValue(count.value + 1)` takes the lock
/// twice, and another thread may write in between.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Safe to share: `_value` is read and written only while `lock` is held. The lock is recursive
  // so that an operation may read the value through another accessor without deadlocking.
  private var _value: Value
  private let lock = NSRecursiveLock()

  /// Isolates `value` behind a lock.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    self._value = try value()
  }

  /// Reads one property of the value under the lock: `callCounts.count`.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    locked { _value[keyPath: keyPath] }
  }

  /// Runs `operation` on the value under the lock, as one transaction, and returns its result.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// count.withValue { $0 += 1 }
  /// ```
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try locked {
      var value = _value
      // Written back even when `operation` throws, as a mutation made before the throw happened.
      defer { _value = value }
      return try operation(&value)
    }
  }

  /// Replaces the value under the lock.
  ///
  /// To change the value based on what it is now, use ``withValue(_:)``, which holds the lock
  /// across the read and the write.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try locked { _value = try newValue() }
  }

  private func locked<R>(_ body: () throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

extension LockIsolated where Value: Sendable {
  /// The value now, read under the lock.
  public var value: Value {
    locked { _value }
  }
}

// Not Equatable or Hashable, as in swift-concurrency-extras 1.4.3: comparing two boxes by their
// values reads each under its own lock, at two moments, so the answer may be stale before it is
// used. (The peer's deprecated conformances sit behind `#if swift(<6)`, and its manifest builds it
// in Swift 6 mode, so its users never get them either.) Compare the values: `a.value == b.value`.
