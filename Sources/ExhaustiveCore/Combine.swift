// The Combine rule (issue 31; the Platforms article says it for users). One switch,
// `#if canImport(Combine)`:
//
// - Where Combine exists (Apple platforms), `Scheduler`, `Cancellable`, `AnyCancellable`,
//   `ImmediateScheduler` and `SchedulerTimeIntervalConvertible` ARE Combine's: this module
//   re-exports Combine and declares none of them, so a file that imports Combine or SwiftUI
//   beside ours meets one of each. The scheduler time types and options of `DispatchQueue`,
//   `OperationQueue` and `RunLoop` are the SDK's, and so are their `Scheduler` conformances;
//   we only add what Combine lacks (``AnyScheduler``, `DispatchQueue.immediate`, ``UIScheduler``,
//   the effect runtime). ExhaustivePublishers then adds only what Combine lacks too.
// - Where Combine does not exist (Linux), ours exist, with the same API.
//
// Combine's `Scheduler` is not `Sendable` and its actions are not `@Sendable`; where the effect
// runtime needs to carry a scheduler into `@Sendable` work it uses ``SchedulerReference``, whose
// documentation says why that is safe. Any other `#if canImport(Combine)` in the package follows
// from this one and says so.
#if canImport(Combine)
  @_exported import Combine
#endif
