/// Where an effect runs: the cancellation scope its ids live in, where it spawns async work, and
/// who is told about what it does.
///
/// Passed down explicitly when an effect starts (never through globals), so two stores, or two
/// tests running in parallel, never see each other's cancellation ids or tasks.
@usableFromInline
package struct EffectContext: Sendable {
  /// The scope of `cancellable(id:)` / `cancel(id:)`.
  @usableFromInline package var cancellations: CancellationRegistry
  /// The seam async effects use instead of calling `Task {}` directly.
  @usableFromInline package var spawner: TaskSpawner
  /// Told the ids the effect registers work under, and which cancellation by id ends it, when
  /// it was started under an ``EffectObserver`` (see ``Effect/start(in:observer:)``).
  @usableFromInline package var observation: EffectObservation?

  package init(
    cancellations: CancellationRegistry = CancellationRegistry(),
    spawner: TaskSpawner = .live
  ) {
    self.cancellations = cancellations
    self.spawner = spawner
  }

  /// The scope used by effects started outside a store with `sink`.
  @usableFromInline package static let shared = EffectContext()
}

/// Spawns the tasks that back async effects.
///
/// The live spawner calls `Task {}`; the test store substitutes one that runs the work on an
/// executor it drains deterministically.
@usableFromInline
package struct TaskSpawner: Sendable {
  package var spawn:
    @Sendable (_ operation: @escaping @Sendable () async -> Void) -> Task<Void, Never>

  package init(
    spawn:
      @escaping @Sendable (_ operation: @escaping @Sendable () async -> Void) -> Task<
        Void, Never
      >
  ) {
    self.spawn = spawn
  }

  /// Plain unstructured tasks on the global concurrent executor.
  package static let live = TaskSpawner { operation in Task { await operation() } }
}
