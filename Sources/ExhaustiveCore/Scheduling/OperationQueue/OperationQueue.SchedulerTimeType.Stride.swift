// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Foundation

  extension OperationQueue.SchedulerTimeType {
    /// A signed span of time in seconds.
    ///
    /// Literals are seconds, so `.delay(for: 0.5, scheduler:)` reads naturally.
    ///
    /// Infinite spans are kept (an operation queue's `Date` holds them, and its timers clamp
    /// them); a span that is not a number (`.nan`) is reported through
    /// ``reportIssue(_:fileID:filePath:line:column:)`` and read as zero, since nothing can be
    /// ordered against it.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The span in seconds.
      public var timeInterval: TimeInterval

      /// A span of `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) {
        guard !timeInterval.isNaN else {
          reportNotANumberOfSeconds(in: "OperationQueue.SchedulerTimeType.Stride")
          self.timeInterval = 0
          return
        }
        self.timeInterval = timeInterval
      }

      /// A span of `value` whole seconds.
      public init(integerLiteral value: Int) {
        self.init(TimeInterval(value))
      }

      /// A span of `value` seconds.
      public init(floatLiteral value: Double) {
        self.init(value)
      }

      /// A span of `source` whole seconds, or `nil` when it cannot be represented exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        self.init(seconds)
      }

      /// The absolute length of the span.
      public var magnitude: Self { Self(abs(timeInterval)) }

      /// A span of `s` whole seconds.
      public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }
      /// A span of `s` seconds.
      public static func seconds(_ s: Double) -> Self { Self(s) }
      /// A span of `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }
      /// A span of `us` microseconds.
      public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }
      /// A span of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }

      /// Orders spans by length.
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }

      /// The sum of two spans.
      public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval + rhs.timeInterval)
      }

      /// The difference of two spans.
      public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval - rhs.timeInterval)
      }

      /// The product of two spans read as seconds, so a literal factor scales: `0.5 * 4` is 2s.
      public static func * (lhs: Self, rhs: Self) -> Self {
        Self(lhs.timeInterval * rhs.timeInterval)
      }

      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`, read as seconds.
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  extension OperationQueue.SchedulerTimeType.Stride: SecondsMeasurableStride {
    package var inSeconds: Double { timeInterval }
  }

  extension OperationQueue.SchedulerTimeType.Stride: CustomStringConvertible {
    /// The span in seconds, such as `0.5s`.
    public var description: String { inSeconds.secondsDescription }
  }
#endif
