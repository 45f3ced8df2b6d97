/// A scheduler stride that knows its length in seconds, so test tooling can print time as
/// `0.5s` whatever the scheduler.
///
/// Every stride type in this package conforms; strides of other schedulers fall back to their
/// `description`.
package protocol SecondsMeasurableStride {
  /// The stride's length in seconds (negative for a backward stride).
  var inSeconds: Double { get }
}

extension Double {
  /// The seconds in a dispatch stride of `nanoseconds`, whose `Int.max` and `Int.min` are the
  /// unbounded strides: infinite.
  package init(dispatchNanoseconds nanoseconds: Int) {
    switch nanoseconds {
    case .max: self = .infinity
    case .min: self = -.infinity
    default: self = Double(nanoseconds) / 1_000_000_000
    }
  }

  /// `0.5s`, `1s`, `-2s`: seconds as test failures and timelines print them; `∞`, `-∞` and
  /// `nan` for what is not finite.
  package var secondsDescription: String {
    guard isFinite else { return isNaN ? "nan" : self < 0 ? "-∞" : "∞" }
    if self == rounded(), abs(self) < 1e15 {
      return "\(Int(self))s"
    }
    return "\(self)s"
  }
}
