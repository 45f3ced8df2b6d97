#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The identity of a running thread, cheaply: equal for two calls on the same thread while it
/// lives.
///
/// Only compared, never used to reach the thread: a cancellation by id tells which completion it
/// caused by the thread it is delivering on (see `EffectObservation`).
package struct ThreadIdentity: Hashable, Sendable {
  private let rawValue: UInt

  /// The calling thread.
  package static var current: ThreadIdentity {
    #if canImport(Darwin)
      ThreadIdentity(rawValue: UInt(bitPattern: pthread_self()))
    #else
      ThreadIdentity(rawValue: UInt(pthread_self()))
    #endif
  }
}
