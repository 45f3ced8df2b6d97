import ExhaustiveTesting

/// A long-living effect the test drives by hand, from any thread: `emit` delivers an action and
/// `finish` completes every subscription.
final class ManualEffect<Action>: Sendable {
  private let subscribers = Lock<[Int: EffectSubscriber<Action, Never>]>([:])
  private let nextID = Lock(0)

  var effect: Effect<Action, Never> {
    Effect { _, subscriber in
      let id = self.nextID.withLock { id in
        defer { id += 1 }
        return id
      }
      self.subscribers.withLock { $0[id] = subscriber }
      return AnyCancellable { [weak self] in
        _ = self?.subscribers.withLock { $0.removeValue(forKey: id) }
      }
    }
  }

  var subscriberCount: Int { subscribers.withLock { $0.count } }

  func emit(_ action: Action) {
    for subscriber in subscribers.withLock({ Array($0.values) }) { subscriber.send(action) }
  }

  func finish() {
    let all = subscribers.withLock { all in
      defer { all = [:] }
      return Array(all.values)
    }
    for subscriber in all { subscriber.send(completion: .finished) }
  }
}
