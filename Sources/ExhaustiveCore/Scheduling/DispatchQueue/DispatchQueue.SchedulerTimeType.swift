// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch

  extension DispatchQueue {
    /// A dispatch queue's notion of a moment: a `DispatchTime`, `Strideable` in ``Stride``s.
    ///
    /// Strides are seconds, so `now.advanced(by: 1)` is one second later.
    ///
    /// ```swift
    /// DispatchQueue.main.schedule(after: .init(.now() + 1)) { print("a second later") }
    /// scheduler.schedule(after: scheduler.now.advanced(by: 0.5)) { print("half a second later") }
    /// ```
    ///
    /// Arithmetic saturates instead of trapping: it never goes below one nanosecond of uptime
    /// (Dispatch reads an uptime of zero as "now") nor above `DispatchTime.distantFuture`.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
      /// The moment as Dispatch sees it.
      public var dispatchTime: DispatchTime

      /// Wraps a dispatch time.
      public init(_ time: DispatchTime) {
        self.dispatchTime = time
      }

      /// The stride from this moment to `other` (negative when `other` is earlier), saturated to
      /// the unbounded stride when it is longer than a stride holds.
      public func distance(to other: Self) -> Stride {
        let from = dispatchTime.uptimeNanoseconds
        let to = other.dispatchTime.uptimeNanoseconds
        if to >= from {
          let difference = to - from
          return .nanoseconds(difference > UInt64(Int.max) ? .max : Int(difference))
        }
        let difference = from - to
        return .nanoseconds(difference >= UInt64(Int.min.magnitude) ? .min : -Int(difference))
      }

      /// The moment `n` later (earlier, when `n` is negative).
      public func advanced(by n: Stride) -> Self {
        let uptime = dispatchTime.uptimeNanoseconds
        let result: UInt64
        if n.nanoseconds >= 0 {
          let (sum, overflow) = uptime.addingReportingOverflow(UInt64(n.nanoseconds))
          result = overflow ? .max : sum
        } else {
          let decrement = n.nanoseconds.magnitude
          result = uptime > UInt64(decrement) ? uptime - UInt64(decrement) : 1
        }
        return Self(DispatchTime(uptimeNanoseconds: max(result, 1)))
      }

      /// Orders moments by uptime.
      public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
      }

      /// Two moments are equal when their uptimes are.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
      }

      /// Hashes the uptime.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(dispatchTime.uptimeNanoseconds)
      }

      /// Decodes the uptime in nanoseconds.
      public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(DispatchTime(uptimeNanoseconds: try container.decode(UInt64.self)))
      }

      /// Encodes the uptime in nanoseconds.
      public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(dispatchTime.uptimeNanoseconds)
      }
    }
  }
#endif
