import Dispatch
import ExhaustiveCore

extension UIScheduler {
  /// A test scheduler with the UI scheduler's types.
  public static var test: TestSchedulerOf<UIScheduler> {
    TestScheduler(now: .origin)
  }
}
