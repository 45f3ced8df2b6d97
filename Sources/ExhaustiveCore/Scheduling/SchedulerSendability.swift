#if canImport(Combine)
  /// What the package asks of a scheduler, and of its time and stride types, beyond Combine's
  /// own requirements.
  ///
  /// Where Combine exists it is `SendableMetatype`: the SDK's schedulers and time types are not
  /// `Sendable` (Combine's `Scheduler` does not ask it, and `DispatchQueue.SchedulerTimeType` and
  /// its `Stride` are not annotated), so the effect runtime carries them across threads in a
  /// documented box (`SchedulerReference`) and asks only that their conformances not be isolated
  /// to an actor. Without Combine it is `Sendable`, which our own `Scheduler` already implies.
  public typealias _SchedulerSendability = SendableMetatype
#else
  /// What the package asks of a scheduler, and of its time and stride types, beyond Combine's
  /// own requirements: `Sendable`, which our own `Scheduler` already implies (where Combine
  /// exists, only `SendableMetatype`; see Combine.swift).
  public typealias _SchedulerSendability = Sendable
#endif
