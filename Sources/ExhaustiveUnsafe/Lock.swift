/// A value guarded by a platform mutex (`os_unfair_lock` on Apple platforms, `pthread_mutex_t`
/// elsewhere).
///
/// We use this rather than `Synchronization.Mutex`, which would lift the Apple floor to
/// macOS 15 / iOS 18. Shared by every module of the package through `package` access. The mutex
/// is a ``RawMutex`` rather than an `NSLock`: the effect runtime creates several locks per
/// started effect, and an `NSLock` costs an extra object.
///
/// `withLock` is `@inlinable` (with what it touches), so that code specialized in another module
/// (the effect runtime's inlinable hot paths) locks with no call and no generic lookup.
@usableFromInline
package final class Lock<Value>: @unchecked Sendable {
  // Safe: `guarded` is only read or written inside `withLock`, which holds `mutex`. Callers must not
  // let a non-Sendable reference escape the closure (the same contract as `Mutex.withLock`).
  @usableFromInline let mutex = RawMutex()
  // Unchecked: the mutex already makes every access exclusive (a nested `withLock` deadlocks
  // before it could overlap), and the dynamic check would add a thread-local lookup per lock.
  @exclusivity(unchecked) @usableFromInline var guarded: Value

  @inlinable
  package init(_ value: Value) {
    self.guarded = value
  }

  deinit {
    mutex.destroy()
  }

  /// Runs `body` with exclusive access to the value. Never call back into unknown code from
  /// `body`: a re-entrant `withLock` on the same lock deadlocks.
  @inlinable
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    mutex.lock()
    defer { mutex.unlock() }
    return try body(&guarded)
  }
}

extension Lock where Value: Sendable {
  /// A snapshot of the current value.
  package var value: Value { withLock { $0 } }
}
