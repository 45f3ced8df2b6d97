import ExhaustiveCore
import ExhaustiveTestRuntime

/// A scheduler that fails the test whenever work is scheduled on it.
///
/// Put it in the environment of a test that must not touch time.
///
/// ```swift
/// let environment = AppEnvironment(mainQueue: DispatchQueue.unimplemented.eraseToAnyScheduler())
/// store.send(.titleChanged("Milk"))  // fails if the reducer schedules anything
/// ```
///
/// Each `schedule` call reports `Unimplemented scheduler: schedule(after:) was called.` (with the
/// method that was called) and never runs the work. Reading `now` or `minimumTolerance` returns a
/// fixed value without a failure: operators such as `delay` read `now` before they schedule, and
/// one misuse should produce one failure.
public struct UnimplementedScheduler<
  SchedulerTimeType: Strideable & _SchedulerSendability, SchedulerOptions
>:
  Scheduler
where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible & _SchedulerSendability {
  /// The scheduler's fixed time.
  public let now: SchedulerTimeType

  /// Names the scheduler in failure messages, such as `mainQueue`; empty for none.
  public let prefix: String

  /// The name failures use (from `prefix`), where the scheduler was created, and the test that
  /// created it, which a call from another thread is reported to.
  private let site: UnimplementedSite

  /// A scheduler whose time is `now`; failures are attributed to where it was created.
  public init(
    _ prefix: String = "",
    now: SchedulerTimeType,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.prefix = prefix
    self.now = now
    self.site = UnimplementedSite(
      prefix.isEmpty ? "Unimplemented scheduler" : "Unimplemented scheduler \"\(prefix)\"",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Zero.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Reports a failure; `action` never runs.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    fail("schedule(_:)")
  }

  /// Reports a failure; `action` never runs.
  public func schedule(
    after date: SchedulerTimeType,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) {
    fail("schedule(after:)")
  }

  /// Reports a failure; `action` never runs.
  public func schedule(
    after date: SchedulerTimeType,
    interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    fail("schedule(after:interval:)")
    return SendableCancellable {}
  }

  private func fail(_ method: String) {
    site.report("\(site.name): \(method) was called.")
  }
}

/// An unimplemented scheduler with the time and options types of `S`.
public typealias UnimplementedSchedulerOf<S: Scheduler> = UnimplementedScheduler<
  S.SchedulerTimeType, S.SchedulerOptions
>
