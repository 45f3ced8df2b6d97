// Where Combine exists the dispatch scheduler's time types are the SDK's (see ExhaustiveCore's
// Combine.swift): the same API as ours, minus two conveniences these tests lean on.
#if canImport(Combine)
  import Dispatch

  extension DispatchQueue.SchedulerTimeType.Stride {
    /// The stride in nanoseconds: the SDK's `magnitude`, our Linux stride's `nanoseconds`.
    var nanoseconds: Int { magnitude }
  }

  // swift-format-ignore: AvoidRetroactiveConformances
  // Safe: the SDK's time type is a plain struct holding a `DispatchTime`, a value with no shared
  // state; Apple has not annotated it `Sendable`, and these tests capture times in `@Sendable`
  // closures as they do ours.
  extension DispatchQueue.SchedulerTimeType: @retroactive @unchecked Sendable {}
#endif
