/// What `throttle` remembers per id: when it last emitted, and the value waiting to go out.
///
/// Lives in a ``CancellationRegistry``, so it is scoped exactly like cancellation ids: two stores
/// (or two tests) throttling under the same id never see each other's state.
package final class ThrottleStates: Sendable {
  /// Internal, not private, for the test hooks (TestHooks.swift) only.
  let records = Lock<[CancelID: Record]>([:])

  package struct Record: Sendable {
    /// The scheduler time of the last emission (a `SchedulerTimeType`).
    package var lastEmission: any Sendable
    /// The value the next emission will deliver, if one is waiting.
    package var held: UncheckedSendable<Any>?
  }

  package init() {}

  /// Reads and updates the record for `id` in one critical section.
  package func withRecord<Result>(
    for id: CancelID,
    _ body: (inout Record?) -> Result
  ) -> Result {
    // A replaced held value is released after unlocking; its deinit is the user's code.
    let (result, previous) = records.withLock { records in
      let previous = records[id]
      return (body(&records[id]), previous)
    }
    _ = previous
    return result
  }

}
