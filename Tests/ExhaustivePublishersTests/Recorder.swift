import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

/// Subscribes to publishers with `sink` and records what they deliver as readable strings: each
/// output as `String(describing:)`, then `finished` or `failure(<error>)`.
///
/// Keeps every subscription alive until it is released or ``cancelAll()`` runs.
final class Recorder: Sendable {
  private let recorded = Lock<[String]>([])
  private let subscriptions = Lock<[AnyCancellable]>([])

  var events: [String] { recorded.withLock { $0 } }

  /// Subscribes, prefixing each event with `label` when there is one.
  @discardableResult
  func record<P: Publisher>(_ publisher: P, as label: String? = nil) -> AnyCancellable {
    let prefix = label.map { "\($0): " } ?? ""
    let subscription = publisher.sink(
      receiveCompletion: { completion in
        switch completion {
        case .finished: self.append(prefix + "finished")
        case .failure(let error): self.append(prefix + "failure(\(error))")
        }
      },
      receiveValue: { self.append(prefix + String(describing: $0)) }
    )
    subscriptions.withLock { $0.append(subscription) }
    return subscription
  }

  func append(_ event: String) {
    recorded.withLock { $0.append(event) }
  }

  func cancelAll() {
    let all = subscriptions.withLock { all in
      defer { all = [] }
      return all
    }
    for subscription in all { subscription.cancel() }
  }
}

struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}
