// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch

  extension DispatchQueue {
    /// How a dispatch queue runs scheduled work.
    ///
    /// Quality of service, work item flags, and a group the work joins until it has run.
    ///
    /// ```swift
    /// let group = DispatchGroup()
    /// queue.schedule(options: .init(qos: .userInitiated, group: group)) { … }
    /// group.wait()
    /// ```
    public struct SchedulerOptions: Sendable {
      /// The quality of service the work runs at.
      public var qos: DispatchQoS
      /// The group the work is associated with until it has run.
      public var group: DispatchGroup?
      // `DispatchWorkItemFlags` is not `Sendable` on Linux; its raw value is.
      private var flagsRawValue: UInt

      /// The flags the work item is submitted with.
      public var flags: DispatchWorkItemFlags {
        get { DispatchWorkItemFlags(rawValue: flagsRawValue) }
        set { flagsRawValue = newValue.rawValue }
      }

      /// Options with the given quality of service, flags and group.
      public init(
        qos: DispatchQoS = .unspecified,
        flags: DispatchWorkItemFlags = [],
        group: DispatchGroup? = nil
      ) {
        self.qos = qos
        self.group = group
        self.flagsRawValue = flags.rawValue
      }
    }
  }
#endif
