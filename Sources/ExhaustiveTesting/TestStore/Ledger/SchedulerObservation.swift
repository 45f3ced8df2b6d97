import ExhaustiveCore

/// Finds the `TestScheduler`s in a store's environment and records their advances in the
/// timeline.
///
/// The environment is reflected (fields, nested structs, `AnyScheduler`'s erased `base`), so a
/// feature does not have to declare anything for its schedulers to show up. Re-scanned whenever
/// the environment changes; schedulers no longer in the environment stop being observed.
///
/// Sendable, as the handle an async `send` returns asks it what work is pending.
final class SchedulerObservation: Sendable {
  private let state = Lock(State())
  private let maximumDepth = 6
  /// swift-clocks test clocks in the environment, which failures name (BesidePeers/).
  let peerClocks = Lock<[PeerClock]>([])

  private struct State: Sendable {
    var observed: [ObjectIdentifier: SendableCancellable] = [:]
    /// The schedulers observed, in the environment's order, with the names the timeline uses.
    var named: [NamedScheduler] = []
  }

  private struct NamedScheduler: Sendable {
    var name: String
    var scheduler: any TestSchedulerObservable
  }

  /// Observes exactly the test schedulers reachable from `environment`.
  func update(
    from environment: Any,
    onAdvance: @escaping @Sendable (_ scheduler: String, _ event: TestSchedulerEvent) -> Void,
    afterEachWorkItem: @escaping @Sendable () -> Void
  ) {
    var found: [any TestSchedulerObservable] = []
    collect(environment, depth: 0, into: &found)
    peerClocks.withLock { $0 = PeerClock.scan(environment, named: "environment") }
    let observed = state.withLock { $0.observed }
    var next: [ObjectIdentifier: SendableCancellable] = [:]
    var named: [NamedScheduler] = []
    for (index, scheduler) in found.enumerated() {
      let id = ObjectIdentifier(scheduler)
      // One scheduler reads as "scheduler"; several are told apart by their order in the
      // environment.
      let name = found.count == 1 ? "scheduler" : "scheduler #\(index + 1)"
      named.append(NamedScheduler(name: name, scheduler: scheduler))
      if let existing = observed[id] {
        next[id] = existing
      } else {
        let observation = scheduler.observe { event in onAdvance(name, event) }
        let settling = scheduler.afterEachWorkItem(afterEachWorkItem)
        next[id] = SendableCancellable {
          observation.cancel()
          settling.cancel()
        }
      }
    }
    // The replaced observations are released after unlocking: releasing one takes the
    // scheduler's lock.
    let replaced = state.withLock { state in
      defer { state = State(observed: next, named: named) }
      return state.observed
    }
    _ = replaced
  }

  /// The work waiting on each observed scheduler that has any, in the environment's order.
  func pendingWork() -> [PendingSchedulerWork] {
    let named = state.withLock { $0.named }
    return named.compactMap { entry in
      let scheduler = entry.scheduler
      let count = scheduler.pendingWorkCount
      guard count > 0, let due = scheduler.nextDueDescription else { return nil }
      return PendingSchedulerWork(
        name: named.count == 1 ? nil : entry.name, count: count, due: due,
        now: scheduler.nowDescription)
    }
  }

  private func collect(_ value: Any, depth: Int, into found: inout [any TestSchedulerObservable]) {
    if let scheduler = value as? any TestSchedulerObservable {
      if !found.contains(where: { $0 === scheduler }) { found.append(scheduler) }
      return
    }
    guard depth < maximumDepth else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct, .class, .tuple, .optional, .enum, nil:
      for child in mirror.children { collect(child.value, depth: depth + 1, into: &found) }
    default:
      // Collections and dictionaries do not hold schedulers in practice; skip large values.
      return
    }
  }
}
