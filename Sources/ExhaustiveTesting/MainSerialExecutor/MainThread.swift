import ExhaustiveCore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the caller runs on the main thread, cheaply: the runtime hooks ask on every enqueue,
/// and Foundation's `Thread.isMainThread` makes two system calls on Linux.
enum MainThread {
  /// True on the main thread.
  static var isCurrent: Bool {
    if let id = id.withLock({ $0 }) {
      return pthread_equal(pthread_self(), id.thread) != 0
    }
    guard Thread.isMainThread else { return false }
    let thread = ThreadID(thread: pthread_self())
    Self.id.withLock { $0 = thread }
    return true
  }

  private static let id = Lock<ThreadID?>(nil)

  // Safe: a `pthread_t` is an opaque identifier (an integer on Linux, a pointer on Darwin) that is
  // only compared, never dereferenced.
  private struct ThreadID: @unchecked Sendable {
    let thread: pthread_t
  }
}
