import ExhaustiveCore

/// Finds the `TestScheduler`s in a store's environment and records their advances in the
/// timeline.
///
/// The environment is reflected (fields, nested structs, `AnyScheduler`'s erased `base`), so a
/// feature does not have to declare anything for its schedulers to show up. Re-scanned whenever
/// the environment changes; schedulers no longer in the environment stop being observed.
final class SchedulerObservation {
  private var observed: [ObjectIdentifier: AnyCancellable] = [:]
  private let maximumDepth = 6

  /// Observes exactly the test schedulers reachable from `environment`.
  func update(
    from environment: Any,
    onAdvance: @escaping @Sendable (_ scheduler: String, _ event: TestSchedulerEvent) -> Void
  ) {
    var found: [any TestSchedulerObservable] = []
    collect(environment, depth: 0, into: &found)
    var next: [ObjectIdentifier: AnyCancellable] = [:]
    for (index, scheduler) in found.enumerated() {
      let id = ObjectIdentifier(scheduler)
      if let existing = observed[id] {
        next[id] = existing
      } else {
        // One scheduler reads as "scheduler"; several are told apart by their order in the
        // environment.
        let name = found.count == 1 ? "scheduler" : "scheduler #\(index + 1)"
        next[id] = scheduler.observe { event in onAdvance(name, event) }
      }
    }
    observed = next
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
