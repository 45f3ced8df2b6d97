import Dispatch
import Foundation

// Where the schedulers that keep a time of their own (immediate, test and unimplemented
// schedulers) start, one moment per queue time type, so each is spelled once.

extension DispatchQueue.SchedulerTimeType {
  /// Uptime one nanosecond: uptime zero means "now" to Dispatch.
  package static var origin: Self { Self(DispatchTime(uptimeNanoseconds: 1)) }
}

extension OperationQueue.SchedulerTimeType {
  /// The reference date 1970.
  package static var origin: Self { Self(Date(timeIntervalSince1970: 0)) }
}
