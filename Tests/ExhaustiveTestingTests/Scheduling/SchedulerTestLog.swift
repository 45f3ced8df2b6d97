import ExhaustiveCore

/// A thread-safe list that scheduled `@Sendable` work can append to.
final class SchedulerTestLog<Entry: Sendable>: Sendable {
  private let entries = Lock<[Entry]>([])

  func append(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }

  var values: [Entry] { entries.value }
  var count: Int { entries.withLock { $0.count } }
}
