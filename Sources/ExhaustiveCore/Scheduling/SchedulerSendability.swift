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

#if canImport(Combine)
  /// The work a scheduler's requirements take, as the `Scheduler` protocol of the platform spells
  /// it: Combine hands over actions that are not `@Sendable` (a scheduler runs them on its own
  /// context, which is Combine's contract for every scheduler).
  ///
  /// Not API: a name for a type that differs by platform, so a scheduler that forwards its
  /// actions declares each requirement once.
  public typealias _SchedulerAction = () -> Void
#else
  /// The work a scheduler's requirements take, as the `Scheduler` protocol of the platform spells
  /// it: `@Sendable` where there is no Combine (where there is, Combine's non-`Sendable` actions).
  ///
  /// Not API: a name for a type that differs by platform, so a scheduler that forwards its
  /// actions declares each requirement once.
  public typealias _SchedulerAction = @Sendable () -> Void
#endif
