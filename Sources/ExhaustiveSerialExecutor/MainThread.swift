import Dispatch
import ExhaustiveUnsafe
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the caller runs as the main queue would: on the main thread, or in a block of the main
/// dispatch queue (which a program in `dispatchMain()`, an async `main`, drains on a worker
/// thread).
package enum MainThread {
  /// True on the main thread or the main queue.
  package static var isCurrent: Bool {
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil { return true }
    if let id = id.withLock({ $0 }) {
      return pthread_equal(pthread_self(), id.thread) != 0
    }
    // Foundation's check makes two system calls on Linux: only until the main thread is known.
    guard Thread.isMainThread else { return false }
    let thread = ThreadID(thread: pthread_self())
    Self.id.withLock { $0 = thread }
    return true
  }

  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  private static let id = Lock<ThreadID?>(nil)

  // Safe: a `pthread_t` is an opaque identifier (an integer on Linux, a pointer on Darwin) that is
  // only compared, never dereferenced.
  private struct ThreadID: @unchecked Sendable {
    let thread: pthread_t
  }
}

/// The scope whose job the current thread is running, if any: a thread-local, so the runtime
/// hooks can tell the jobs a running job enqueues (the runtime clears the current task before it
/// enqueues a task that hops, so its task-local marker is unreadable then).
enum DrainingScope {
  /// The scope draining on this thread.
  static var current: SerialScope? {
    guard let raw = pthread_getspecific(key) else { return nil }
    // Safe: set only by `withValue` below, which keeps the scope alive while it is set.
    return Unmanaged<SerialScope>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `scope` as this thread's draining scope.
  static func withValue<R>(_ scope: SerialScope, _ body: () -> R) -> R {
    let outer = pthread_getspecific(key)
    let outerIsOwned = pthread_getspecific(ownedKey)
    pthread_setspecific(key, Unmanaged.passUnretained(scope).toOpaque())
    pthread_setspecific(ownedKey, nil)
    defer {
      releaseOwned()
      pthread_setspecific(key, outer)
      pthread_setspecific(ownedKey, outerIsOwned)
      withExtendedLifetime(scope) {}
    }
    return body()
  }

  /// Replaces this thread's draining scope for the rest of the running job (restored by the
  /// enclosing `withValue`), when the current one has ended.
  ///
  /// The replacement is retained until then: the scope that replaces it usually ends, and is
  /// freed, before the job does, and a pointer to a freed scope must never be read (its memory
  /// is typically the next scope's, which would then capture jobs that are not its own).
  static func replaceEnded(with scope: SerialScope) {
    guard let current, !current.isActive else { return }
    releaseOwned()
    pthread_setspecific(key, Unmanaged.passRetained(scope).toOpaque())
    // Any non-nil value: the key holds a flag, not an object.
    pthread_setspecific(ownedKey, UnsafeRawPointer(bitPattern: 1))
  }

  /// Releases the current scope if `replaceEnded` retained it.
  private static func releaseOwned() {
    guard pthread_getspecific(ownedKey) != nil, let raw = pthread_getspecific(key) else { return }
    pthread_setspecific(ownedKey, nil)
    Unmanaged<SerialScope>.fromOpaque(raw).release()
  }

  /// Set beside `key` when this thread's scope was retained by `replaceEnded`.
  private static let ownedKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}
