// Apple's SDK declares this where Combine exists (see Combine.swift).
#if !canImport(Combine)
  import Dispatch

  extension DispatchQueue.SchedulerTimeType {
    /// A signed span of dispatch time, stored in nanoseconds.
    ///
    /// Literals are seconds, so `advance(by: 0.5)` and `.delay(for: 1, scheduler: queue)` read
    /// naturally.
    ///
    /// ```swift
    /// let half: DispatchQueue.SchedulerTimeType.Stride = 0.5  // 500_000_000 ns
    /// let twoSeconds = half * 4  // numbers multiply as seconds: 0.5s × 4 = 2s
    /// ```
    ///
    /// Construction and arithmetic saturate instead of trapping. A span longer than `Int`
    /// nanoseconds hold (about 292 years), an infinite number of seconds and
    /// `DispatchTimeInterval.never` all become `nanoseconds == .max`, the unbounded stride, which
    /// reads as `∞` (and `.min` as `-∞`); a `TestScheduler` refuses to advance by it. A number of
    /// seconds that is not a number (`.nan`) is reported through
    /// ``reportIssue(_:fileID:filePath:line:column:)`` and read as zero.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Codable, Sendable
    {
      /// The span in nanoseconds.
      public var nanoseconds: Int

      /// A span of `nanoseconds` nanoseconds.
      public init(nanoseconds: Int) {
        self.nanoseconds = nanoseconds
      }

      /// A span of `seconds` seconds, rounded to the nearest nanosecond and saturated to the
      /// unbounded stride when it does not fit (see the type's documentation).
      public init(_ seconds: Double) {
        guard !seconds.isNaN else {
          reportNotANumberOfSeconds(in: "DispatchQueue.SchedulerTimeType.Stride")
          self.nanoseconds = 0
          return
        }
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        // `Double(Int.max)` rounds up to 2^63, which no `Int` holds: compare before converting.
        if nanoseconds >= Double(Int.max) {
          self.nanoseconds = .max
        } else if nanoseconds <= Double(Int.min) {
          self.nanoseconds = .min
        } else {
          self.nanoseconds = Int(nanoseconds)
        }
      }

      /// A span equal to a dispatch time interval (`.never` becomes the longest span).
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): self.init(nanoseconds: saturatingProduct(s, 1_000_000_000))
        case .milliseconds(let ms): self.init(nanoseconds: saturatingProduct(ms, 1_000_000))
        case .microseconds(let us): self.init(nanoseconds: saturatingProduct(us, 1_000))
        case .nanoseconds(let ns): self.init(nanoseconds: ns)
        case .never: self.init(nanoseconds: .max)
        @unknown default: self.init(nanoseconds: .max)
        }
      }

      /// The span as a dispatch time interval (the unbounded stride becomes `.never`).
      public var timeInterval: DispatchTimeInterval {
        nanoseconds == .max ? .never : .nanoseconds(nanoseconds)
      }

      /// A span of `value` whole seconds.
      public init(integerLiteral value: Int) {
        self.init(nanoseconds: saturatingProduct(value, 1_000_000_000))
      }

      /// A span of `value` seconds.
      public init(floatLiteral value: Double) {
        self.init(value)
      }

      /// A span of `source` whole seconds, or `nil` when it does not fit.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (ns, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        self.init(nanoseconds: ns)
      }

      /// The absolute length of the span.
      public var magnitude: Self {
        Self(nanoseconds: nanoseconds == .min ? .max : abs(nanoseconds))
      }

      /// A span of `s` whole seconds.
      public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
      /// A span of `s` seconds.
      public static func seconds(_ s: Double) -> Self { Self(s) }
      /// A span of `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
      /// A span of `us` microseconds.
      public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
      /// A span of `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: ns) }

      /// Orders spans by length.
      public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

      /// The sum of two spans, saturated.
      public static func + (lhs: Self, rhs: Self) -> Self {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return Self(nanoseconds: sum) }
        return Self(nanoseconds: rhs.nanoseconds > 0 ? .max : .min)
      }

      /// The difference of two spans, saturated.
      public static func - (lhs: Self, rhs: Self) -> Self {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        guard overflow else { return Self(nanoseconds: difference) }
        return Self(nanoseconds: rhs.nanoseconds < 0 ? .max : .min)
      }

      /// The product of two spans read as seconds, so a literal factor scales: `0.5 * 4` is 2s.
      /// Saturated, and truncated toward zero to whole nanoseconds.
      public static func * (lhs: Self, rhs: Self) -> Self {
        // On magnitudes, the 128-bit quotient's range check is a plain comparison.
        let isNegative = (lhs.nanoseconds < 0) != (rhs.nanoseconds < 0)
        let product = lhs.nanoseconds.magnitude.multipliedFullWidth(by: rhs.nanoseconds.magnitude)
        let divisor: UInt = 1_000_000_000
        guard product.high < divisor else { return Self(nanoseconds: isNegative ? .min : .max) }
        let (quotient, _) = divisor.dividingFullWidth(product)
        if isNegative {
          guard quotient < Int.min.magnitude else { return Self(nanoseconds: .min) }
          return Self(nanoseconds: -Int(quotient))
        }
        return Self(nanoseconds: quotient > UInt(Int.max) ? .max : Int(quotient))
      }

      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
      /// Subtracts `rhs` from `lhs`.
      public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`, read as seconds.
      public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    }
  }

  extension DispatchQueue.SchedulerTimeType.Stride: SecondsMeasurableStride {
    package var inSeconds: Double { Double(dispatchNanoseconds: nanoseconds) }
  }

  extension DispatchQueue.SchedulerTimeType.Stride: CustomStringConvertible {
    /// The span in seconds, such as `0.5s`.
    public var description: String { inSeconds.secondsDescription }
  }

  /// `value × factor`, clamped to `Int`'s range instead of trapping.
  private func saturatingProduct(_ value: Int, _ factor: Int) -> Int {
    let (product, overflow) = value.multipliedReportingOverflow(by: factor)
    guard overflow else { return product }
    return (value < 0) == (factor < 0) ? .max : .min
  }
#endif
