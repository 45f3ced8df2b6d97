/// A scheduler, or one of its time, stride or options values, carried into `@Sendable` work.
///
/// Without Combine our `Scheduler` and its time types are `Sendable`, and this is a plain box
/// the compiler checks. Where Combine exists (see Combine.swift) neither is: Combine's
/// `Scheduler` is not `Sendable`, its actions are not `@Sendable`, and the SDK's time and stride
/// types (`DispatchQueue.SchedulerTimeType.Stride`, …) are not annotated either. There the box is
/// `@unchecked Sendable`, which is safe for what it carries:
/// - A scheduler: Combine's own operators (`receive(on:)`, `delay`, `debounce`, `throttle`,
///   `Timer`) call a scheduler's `now` and `schedule` from whatever thread the upstream delivers
///   on, so a scheduler that works with Combine at all already takes calls from any thread. The
///   SDK's queues and run loops do (they hand work to the queue or to `perform`), and ours
///   (``AnyScheduler``, ``UIScheduler``, the test schedulers) are `Sendable` by construction.
///   The runtime makes no call Combine's own operators do not make.
/// - A time, stride or options value: immutable once boxed (the box is a `let`), and the SDK's
///   are plain structs of integers, doubles and dispatch flags, values with no shared state.
///   A scheduler of your own whose time type is a class with shared mutable state would make
///   this unsound; no scheduler we know of does.
package struct SchedulerReference<Value> {
  /// The scheduler or value.
  package let value: Value

  package init(_ value: Value) {
    self.value = value
  }
}

#if canImport(Combine)
  // Safe for the reasons in the type's documentation.
  extension SchedulerReference: @unchecked Sendable {}
#else
  extension SchedulerReference: Sendable where Value: Sendable {}
#endif

extension Scheduler {
  /// This scheduler, carried into `@Sendable` work (see ``SchedulerReference``).
  package var reference: SchedulerReference<Self> { SchedulerReference(self) }
}

extension SchedulerReference where Value: Scheduler {
  /// Runs `action` as soon as possible on the scheduler.
  package func schedule(_ action: @escaping @Sendable () -> Void) {
    value.schedule(options: nil, action)
  }
}
