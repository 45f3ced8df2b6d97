import Foundation

extension OperationQueue {
  /// Operation queues take no scheduling options.
  public struct SchedulerOptions: Sendable {
    /// No options.
    public init() {}
  }
}
