/// The exploring schedule, as a `TestExecutor` consults it.
///
/// A test store runs its effects' tasks on a `TestExecutor` of its own, which the scope does
/// not queue (the tasks prefer that executor); a test may drain one itself too. Inside an
/// exploring scope, the executor asks the scope's schedule which of its queued jobs runs next,
/// so that its work is explored along with the rest of the scope's, at the same choice points.
extension ScheduleChooser {
  /// The schedule the current task's scope runs, or nil outside a scope or in one that does not
  /// explore. (Schedule 0 of an exploration has one too: it runs first in, first out and
  /// measures the choice points the later schedules vary.)
  package static var current: ScheduleChooser? { SerialScope.current?.chooser }

  /// Picks which of `jobs`, queued on a `TestExecutor` in this order, runs next: the
  /// position in `jobs`, where 0 is first in, first out. A choice that is not first in, first
  /// out is kept for the failure that lists the interleaving.
  ///
  /// Every queued job is legal. The executor stands in for the global executor the work runs
  /// on in the app (a store's effects), which promises no order between ready jobs. A task has at most
  /// one job queued, and only once what it awaits has happened: a sleep on a test clock queues
  /// nothing until the clock reaches its deadline.
  ///
  /// - Parameter effects: the description of each effect task the store started, by task key
  ///   (``RuntimeTask/key``).
  package func chooseOnTestExecutor(
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
        skipped: owner(tasks[0]), reason: .testExecutor))
    return index
  }
}
