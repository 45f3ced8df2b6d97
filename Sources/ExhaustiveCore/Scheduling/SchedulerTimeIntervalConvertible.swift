// Combine declares this where it exists (see Combine.swift).
#if !canImport(Combine)
  /// A stride that can be built from common time units.
  ///
  /// It lets generic code say "one second" to any scheduler.
  public protocol SchedulerTimeIntervalConvertible {
    /// A stride of `s` whole seconds.
    static func seconds(_ s: Int) -> Self
    /// A stride of `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// A stride of `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// A stride of `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// A stride of `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
  }
#endif
