/// The exploring schedule, as a test store's executor consults it.
///
/// A test store runs its effects' tasks on an executor of its own, which the scope does not
/// queue (the tasks prefer that executor). Inside an exploring scope, the store's executor asks
/// the scope's schedule which of its queued jobs runs next, so that the store's effects are
/// explored along with the rest of the scope's work, at the same choice points.
extension ScheduleChooser {
  /// The schedule the current task's scope explores, or nil outside a scope or when the scope
  /// runs first in, first out.
  package static var current: ScheduleChooser? { SerialScope.current?.chooser }

  /// Picks which of `jobs`, queued on a test store's executor in this order, runs next: the
  /// position in `jobs`, where 0 is first in, first out. A choice that is not first in, first
  /// out is kept for the failure that lists the interleaving.
  ///
  /// Every queued job is legal. The store's executor stands in for the global executor the
  /// effects run on in the app, which promises no order between ready jobs. A task has at most
  /// one job queued, and only once what it awaits has happened: a sleep on a test clock queues
  /// nothing until the clock reaches its deadline.
  ///
  /// - Parameter effects: the description of each effect task the store started, by task key
  ///   (``RuntimeTask/key``).
  package func chooseOnTestStoreExecutor(
    _ jobs: ArraySlice<UnownedJob>, effects: [UInt: String]
  ) -> Int {
    let tasks = jobs.map { RuntimeTask(resumedBy: $0)?.key }
    let index = choose(tasks.map { ScheduleCandidate(isMain: false, task: $0) })
    guard index != 0 else { return 0 }
    func owner(_ task: UInt?) -> JobOwner {
      guard let task else { return .actorJob }
      return .effect(effects[task])
    }
    note(
      ScheduleDeviation(
        point: currentPoint, index: index, of: tasks.count, chosen: owner(tasks[index]),
        skipped: owner(tasks[0]), reason: .testStoreExecutor))
    return index
  }
}
