import Dispatch
import ExhaustiveCore

extension UIScheduler {
  /// A test scheduler with the UI scheduler's types.
  public static var test: TestSchedulerOf<UIScheduler> {
    // Uptime zero means "now" to Dispatch, so virtual time starts at one nanosecond.
    TestScheduler(now: SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
  }
}
