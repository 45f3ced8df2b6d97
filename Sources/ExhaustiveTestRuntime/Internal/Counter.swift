import ExhaustiveUnsafe

#if canImport(Synchronization)
  import Synchronization
#endif

/// A thread-safe counter that hands out 0, 1, 2, … for the deterministic UUID generators.
///
/// A generator is called once per UUID a reducer makes, so its cost is the lock or atomic it
/// takes: an atomic add where the platform has `Synchronization.Atomic` (every Linux toolchain;
/// macOS 15 / iOS 18 and later), the package's mutex below that floor.
package struct Counter: Sendable {
  package let next: @Sendable () -> Int

  package init() {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        let atomic = AtomicCounter()
        next = { atomic.value.wrappingAdd(1, ordering: .relaxed).oldValue }
        return
      }
    #endif
    let lock = Lock(0)
    next = {
      lock.withLock { count in
        defer { count &+= 1 }
        return count
      }
    }
  }
}

#if canImport(Synchronization)
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class AtomicCounter: Sendable {
    let value = Atomic<Int>(0)
  }
#endif
