import ExhaustiveCore
import ExhaustiveTesting

/// A thread-safe log that effects, effect tasks and scheduled `@Sendable` work append to, and
/// tests read back.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Lock<[Value]>([])

  func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  var values: [Value] { storage.value }
  var count: Int { storage.withLock { $0.count } }
}
