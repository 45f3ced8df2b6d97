// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Foundation

  extension OperationQueue {
    /// Operation queues take no scheduling options.
    public struct SchedulerOptions: Sendable {
      /// No options.
      public init() {}
    }
  }
#endif
