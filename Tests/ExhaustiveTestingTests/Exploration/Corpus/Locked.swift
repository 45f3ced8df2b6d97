// The lock the corpus models use, as app code would write one with Foundation: the models are
// shared with the benchmarks package, which cannot see the library's own `package` lock.
import Foundation

/// A value behind an `NSLock`.
// Unchecked Sendable: `value` is read and written only inside `withLock`, which holds `lock`.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
