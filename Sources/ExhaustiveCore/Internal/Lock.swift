#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A value guarded by a platform mutex (`os_unfair_lock` on Apple platforms, `pthread_mutex_t`
/// elsewhere).
///
/// We use this rather than `Synchronization.Mutex`, which would lift the Apple floor to
/// macOS 15 / iOS 18. Shared by every module of the package through `package` access. The mutex
/// is allocated directly rather than through `NSLock`: the effect runtime creates several locks
/// per started effect, and an `NSLock` costs an extra object.
package final class Lock<Value>: @unchecked Sendable {
  // Safe: `value` is only read or written inside `withLock`, which holds `mutex`. Callers must not
  // let a non-Sendable reference escape the closure (the same contract as `Mutex.withLock`).
  private let mutex = PlatformMutex.allocate(capacity: 1)
  private var value: Value

  package init(_ value: Value) {
    self.value = value
    #if canImport(Darwin)
      mutex.initialize(to: os_unfair_lock())
    #else
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    #if !canImport(Darwin)
      pthread_mutex_destroy(mutex)
    #endif
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value. Never call back into unknown code from
  /// `body`: a re-entrant `withLock` on the same lock deadlocks.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
      defer { os_unfair_lock_unlock(mutex) }
    #else
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
    #endif
    return try body(&value)
  }
}

extension Lock where Value: Sendable {
  /// A snapshot of the current value.
  package var value: Value { withLock { $0 } }
}

#if canImport(Darwin)
  private typealias PlatformMutex = UnsafeMutablePointer<os_unfair_lock>
#else
  private typealias PlatformMutex = UnsafeMutablePointer<pthread_mutex_t>
#endif
