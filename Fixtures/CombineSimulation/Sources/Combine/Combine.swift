import Foundation
// The simulation's `Combine`: OpenCombine 0.14.0 under Apple's module name.
//
// Built on Linux (where no other `Combine` exists), OpenCombine's Dispatch and Foundation
// modules already declare what Apple's SDK declares: `DispatchQueue`, `OperationQueue` and
// `RunLoop` conform to `Scheduler` with nested `SchedulerTimeType` and `SchedulerOptions`
// names, `URLSession.DataTaskPublisher` and `dataTaskPublisher(for:)`, `Timer.publish`,
// `NotificationCenter.publisher(for:)`. Re-exporting them gives our sources Apple's shape:
// a second declaration of any of those names in our code is ambiguous here as it is on a Mac.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Fails to compile if OpenCombine was built seeing this module (its `#if !canImport(Combine)`
// branches would then have dropped the SDK names above), so a stale build cannot pass as Apple's
// shape.
private enum SDKShape {
  typealias DispatchTime = DispatchQueue.SchedulerTimeType
  typealias DispatchOptions = DispatchQueue.SchedulerOptions
  typealias OperationQueueTime = OperationQueue.SchedulerTimeType
  typealias OperationQueueOptions = OperationQueue.SchedulerOptions
  typealias RunLoopTime = RunLoop.SchedulerTimeType
  typealias RunLoopOptions = RunLoop.SchedulerOptions
  typealias DataTask = URLSession.DataTaskPublisher
}
