// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// The subscribers of one subject, in subscription order, and how the subject ended.
  ///
  /// Everything sits behind one lock; outputs and completions are delivered after unlocking, so a
  /// subscriber may send, subscribe or cancel from inside its handler without deadlocking.
  final class Multicast<Output, Failure: Error>: Sendable {
    private let state: Lock<State>

    private struct State {
      var subscribers: [(key: Int, subscriber: EffectSubscriber<Output, Failure>)] = []
      var nextKey = 0
      var completion: EffectCompletion<Failure>?
      /// The latest output, for ``CurrentValueSubject``; nil for a passthrough subject.
      var current: Output?
    }

    init(current: Output?) {
      state = Lock(State(current: current))
    }

    /// The latest output (nil for a passthrough subject).
    var current: Output? {
      state.withLock { $0.current }
    }

    /// Delivers `value` to every subscriber, in subscription order; ignored after a completion.
    /// With `keep`, `value` also becomes ``current``.
    func send(_ value: Output, keep: Bool) {
      let targets = state.withLock { state -> [EffectSubscriber<Output, Failure>] in
        guard state.completion == nil else { return [] }
        if keep { state.current = value }
        return state.subscribers.map(\.subscriber)
      }
      // A subscriber cancelled by an earlier one's handler is already terminated: it drops this.
      for target in targets { target.send(value) }
    }

    /// Ends every subscription with `completion`; only the first completion counts.
    func send(completion: EffectCompletion<Failure>) {
      let targets = state.withLock { state -> [EffectSubscriber<Output, Failure>] in
        guard state.completion == nil else { return [] }
        state.completion = completion
        defer { state.subscribers = [] }
        return state.subscribers.map(\.subscriber)
      }
      for target in targets { target.send(completion: completion) }
    }

    /// One subscription per start: a subscriber joins the end of the list (first receiving the
    /// current value, if any), or, once the subject ended, receives only its completion.
    var effect: Effect<Output, Failure> {
      Effect { [self] _, subscriber in
        let joined = state.withLock { state -> Joined in
          if let completion = state.completion { return .ended(completion) }
          let key = state.nextKey
          state.nextKey += 1
          state.subscribers.append((key, subscriber))
          return .joined(key: key, current: state.current)
        }
        switch joined {
        case .ended(let completion):
          subscriber.send(completion: completion)
          return .empty
        case .joined(let key, let current):
          if let current { subscriber.send(current) }
          // Weak: a subject nobody can send into any more need not outlive its subscriptions.
          return AnyCancellable.idempotent { [weak self] in self?.remove(key) }
        }
      }
    }

    private enum Joined {
      case ended(EffectCompletion<Failure>)
      case joined(key: Int, current: Output?)
    }

    private func remove(_ key: Int) {
      // The removed subscriber is released after unlocking: its handlers are the user's code.
      let removed = state.withLock { state -> EffectSubscriber<Output, Failure>? in
        guard let index = state.subscribers.firstIndex(where: { $0.key == key }) else { return nil }
        return state.subscribers.remove(at: index).subscriber
      }
      _ = removed
    }
  }
#endif
