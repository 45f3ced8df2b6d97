// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Foundation

  extension OperationQueue {
    /// An operation queue's notion of a moment: a `Date`, `Strideable` in ``Stride``s of seconds.
    ///
    /// ```swift
    /// OperationQueue.main.schedule(after: .init(Date() + 1)) { print("a second later") }
    /// ```
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
      /// The moment as a date.
      public var date: Date

      /// Wraps a date.
      public init(_ date: Date) {
        self.date = date
      }

      /// The stride from this moment to `other` (negative when `other` is earlier).
      public func distance(to other: Self) -> Stride {
        // Two equal infinite dates are zero apart, not `inf - inf`, which is not a number.
        guard other.date != date else { return .zero }
        return Stride(other.date.timeIntervalSince(date))
      }

      /// The moment `n` later (earlier, when `n` is negative).
      public func advanced(by n: Stride) -> Self {
        Self(date.addingTimeInterval(n.timeInterval))
      }

      /// Orders moments by date.
      public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.date < rhs.date
      }
    }
  }
#endif
