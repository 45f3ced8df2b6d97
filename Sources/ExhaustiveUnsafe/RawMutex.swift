#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// A bare platform mutex (`os_unfair_lock` on Apple platforms, `pthread_mutex_t` elsewhere)
/// that guards no value of its own.
///
/// It exists so that a class can guard its own stored properties with it: that costs no second
/// object and, unlike `Lock<Value>`, no generic type to look up at run time, which matters for
/// objects made once per started effect. The mutex lives in its own allocation because a
/// platform mutex must never move, and a stored property gives no address that stays put.
///
/// A plain copyable struct rather than a noncopyable one, so that it is safe to reflect on older
/// Apple runtimes. The price is a manual contract: the owner creates it once, calls
/// ``destroy()`` exactly once (in its `deinit`) and never copies it anywhere else.
///
/// Its members are `@inlinable`, so that the effect runtime's inlinable hot paths (see
/// Performance.md, "Cancellation by id") lock with no call.
@usableFromInline
package struct RawMutex {
  @usableFromInline let mutex: PlatformMutex

  @inlinable
  package init() {
    // `malloc`, not `allocate(capacity:)`: the standard library asks the runtime for "default"
    // alignment, which it serves with `posix_memalign` (slower, and it splits a larger chunk),
    // while `malloc` already returns memory aligned for any platform mutex. Freed with `free`.
    guard let memory = malloc(MemoryLayout<PlatformMutex.Pointee>.stride) else {
      fatalError("Out of memory allocating a mutex")
    }
    mutex = memory.bindMemory(to: PlatformMutex.Pointee.self, capacity: 1)
    #if canImport(Darwin)
      mutex.initialize(to: os_unfair_lock())
    #else
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    #endif
  }

  /// Frees the mutex; it must not be locked, and must not be used again.
  @inlinable
  package func destroy() {
    #if !canImport(Darwin)
      pthread_mutex_destroy(mutex)
    #endif
    mutex.deinitialize(count: 1)
    free(mutex)
  }

  /// Waits for, then takes, exclusive ownership. Not re-entrant: locking twice deadlocks.
  @inlinable @inline(__always)
  package func lock() {
    #if canImport(Darwin)
      os_unfair_lock_lock(mutex)
    #else
      pthread_mutex_lock(mutex)
    #endif
  }

  /// Gives up ownership taken by ``lock()`` on the same thread.
  @inlinable @inline(__always)
  package func unlock() {
    #if canImport(Darwin)
      os_unfair_lock_unlock(mutex)
    #else
      pthread_mutex_unlock(mutex)
    #endif
  }

  /// Runs `body` while holding the mutex. Never call back into unknown code from `body`.
  @inlinable @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

#if canImport(Darwin)
  @usableFromInline typealias PlatformMutex = UnsafeMutablePointer<os_unfair_lock>
#else
  @usableFromInline typealias PlatformMutex = UnsafeMutablePointer<pthread_mutex_t>
#endif
