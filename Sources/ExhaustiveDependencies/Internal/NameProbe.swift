import ExhaustiveCore

/// How the first dependency a read passes through is spelled: `\.numberFact`, or
/// `NumberFactClient.self`.
final class NameProbe: Sendable {
  private let recorded = Lock<String?>(nil)

  func record(_ argument: String) {
    recorded.withLock { $0 = $0 ?? argument }
  }

  var argument: String? { recorded.value }
}
