import XCTest

@testable import ExhaustiveCore

/// Starts effects in a context, the way a store would, and records what they deliver as readable
/// strings: each output as `String(describing:)`, then `finished` or `failure(<error>)`.
///
/// Like a store, it keeps every subscription alive until the test ends.
final class EffectRecorder: Sendable {
  private let recorded = Lock<[String]>([])
  private let subscriptions = Lock<[SendableCancellable]>([])
  let context: EffectContext

  init(context: EffectContext = EffectContext()) {
    self.context = context
    Self.made.withLock { $0.append(WeakRecorder(recorder: self)) }
  }

  /// Every recorder made since the last call that is still alive, so a
  /// ``CancellationCheckedTestCase`` can check their scopes when a test ends.
  static func takeRecordersMadeSoFar() -> [EffectRecorder] {
    made.withLock { made in
      defer { made = [] }
      return made.compactMap(\.recorder)
    }
  }

  private static let made = Lock<[WeakRecorder]>([])

  var events: [String] { recorded.value }

  var registry: CancellationRegistry { context.cancellations }

  @discardableResult
  func start<Output, Failure>(_ effect: Effect<Output, Failure>) -> SendableCancellable {
    let subscription = effect.subscribe(
      in: context,
      receiveCompletion: { completion in
        self.append(
          {
            switch completion {
            case .finished: return "finished"
            case .failure(let error): return "failure(\(error))"
            }
          }())
      },
      receiveValue: { self.append(String(describing: $0)) }
    )
    subscriptions.withLock { $0.append(subscription) }
    return subscription
  }

  func append(_ event: String) {
    recorded.withLock { $0.append(event) }
  }
}

private struct WeakRecorder {
  weak var recorder: EffectRecorder?
}

struct TestError: Error, Equatable, CustomStringConvertible {
  var code = 1
  var description: String { "TestError(\(code))" }
}

/// An effect that stays running until someone sends through the subscriber it hands out, so a
/// test can complete or fail it by hand at a chosen moment.
final class ManualEffect<Output, Failure: Error>: Sendable {
  private let subscribers = Lock<[EffectSubscriber<Output, Failure>]>([])
  private let counters = Lock((starts: 0, cancels: 0, completed: false))

  var effect: Effect<Output, Failure> {
    Effect { _, subscriber in
      self.subscribers.withLock { $0.append(subscriber) }
      self.counters.withLock {
        $0.starts += 1
        $0.completed = false
      }
      // Releasing a completed effect's cancellable also runs it; count only real cancellations.
      return SendableCancellable {
        self.counters.withLock { if !$0.completed { $0.cancels += 1 } }
      }
    }
  }

  var starts: Int { counters.withLock { $0.starts } }
  var cancels: Int { counters.withLock { $0.cancels } }

  /// The subscriber of the latest start.
  var subscriber: EffectSubscriber<Output, Failure> {
    subscribers.withLock { $0.last! }
  }

  func send(_ value: Output) { subscriber.send(value) }
  func finish() {
    counters.withLock { $0.completed = true }
    subscriber.send(completion: .finished)
  }

  func fail(_ error: Failure) {
    counters.withLock { $0.completed = true }
    subscriber.send(completion: .failure(error))
  }
}
