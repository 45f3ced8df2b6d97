import Foundation

extension UUID {
  /// A UUID whose last eight bytes hold `intValue` (big-endian) and whose other bytes are zero.
  ///
  /// ```swift
  /// UUID(0)  // 00000000-0000-0000-0000-000000000000
  /// UUID(1)  // 00000000-0000-0000-0000-000000000001
  /// ```
  ///
  /// Negative values use their two's-complement bit pattern. The bytes are written directly, so
  /// building one costs no string formatting or parsing.
  public init(_ intValue: Int) {
    let v = UInt64(bitPattern: Int64(intValue))
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: v >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0,
        byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      ))
  }

  /// A fresh generator on every access that returns `UUID(0)`, `UUID(1)`, `UUID(2)`, … in turn.
  ///
  /// Use it where an environment wants a `() -> UUID`:
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(uuid: UUID.incrementing)
  /// )
  /// ```
  ///
  /// Each access starts its own count at zero; one generator is safe to call from any thread.
  public static var incrementing: @Sendable () -> UUID {
    let counter = Counter()
    return { UUID(counter.next()) }
  }
}
