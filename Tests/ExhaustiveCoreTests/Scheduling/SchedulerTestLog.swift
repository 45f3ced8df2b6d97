import ExhaustiveCore

/// A thread-safe list that scheduled `@Sendable` work can append to.
///
/// Entries need not be `Sendable`: where Combine exists the SDK's scheduler times are not
/// annotated (they are plain values), and these tests log them across threads. Safe because
/// every entry is only ever copied in and out under the lock.
final class SchedulerTestLog<Entry>: @unchecked Sendable {
  private let entries = Lock<[Entry]>([])

  func append(_ entry: Entry) {
    entries.withLock { $0.append(entry) }
  }

  var values: [Entry] { entries.withLock { $0 } }
  var count: Int { entries.withLock { $0.count } }
}
