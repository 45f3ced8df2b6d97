// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  /// A publisher that eventually produces one result: a value and a finish, or a failure.
  ///
  /// As in Combine, the work runs once, at once: `attemptToFulfill` is called by the initializer,
  /// and every subscriber, whenever it subscribes, receives the same result. Only the first call
  /// of the promise counts. To run the work once per subscription instead, wrap the future in
  /// ``Deferred``, or use `Effect.future`:
  ///
  /// ```swift
  /// return Deferred {
  ///   Future<Data, APIError> { promise in
  ///     client.fetch(url) { data, error in
  ///       promise(data.map(Result.success) ?? .failure(APIError(error)))
  ///     }
  ///   }
  /// }
  /// .eraseToEffect()
  /// ```
  ///
  /// Thread-safe: the promise may be called from any thread.
  public final class Future<Output, Failure: Error>: Publisher, Sendable {
    /// Fulfils the future; calls after the first are ignored.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let state = Lock(FutureState<Output, Failure>.pending(subscribers: [], nextKey: 0))

    /// A future whose work, `attemptToFulfill`, runs now and calls the promise once it is done.
    public init(_ attemptToFulfill: (@escaping Promise) -> Void) {
      attemptToFulfill { [self] result in fulfill(with: result) }
    }

    /// The effect each of whose starts is one subscription: the result once it exists (at once if
    /// it already does), or nothing if cancelled before.
    public func eraseToEffect() -> Effect<Output, Failure> {
      Effect { [self] _, subscriber in
        let joined = state.withLock { state -> (key: Int?, result: Result<Output, Failure>?) in
          switch state {
          case .pending(var subscribers, let key):
            subscribers.append((key, subscriber))
            state = .pending(subscribers: subscribers, nextKey: key + 1)
            return (key, nil)
          case .fulfilled(let result):
            return (nil, result)
          }
        }
        if let result = joined.result { subscriber.send(result: result) }
        guard let key = joined.key else { return .empty }
        return AnyCancellable.idempotent { [weak self] in self?.remove(key) }
      }
    }

    private func fulfill(with result: Result<Output, Failure>) {
      let waiting = state.withLock { state -> [EffectSubscriber<Output, Failure>] in
        guard case .pending(let subscribers, _) = state else { return [] }
        state = .fulfilled(result)
        return subscribers.map(\.subscriber)
      }
      for subscriber in waiting { subscriber.send(result: result) }
    }

    private func remove(_ key: Int) {
      let removed = state.withLock { state -> EffectSubscriber<Output, Failure>? in
        guard case .pending(var subscribers, let nextKey) = state,
          let index = subscribers.firstIndex(where: { $0.key == key })
        else { return nil }
        let removed = subscribers.remove(at: index).subscriber
        state = .pending(subscribers: subscribers, nextKey: nextKey)
        return removed
      }
      // Released after unlocking: its handlers are the user's code.
      _ = removed
    }
  }

  /// Waiting for the result, with the subscribers to hand it to; or holding it.
  private enum FutureState<Output, Failure: Error> {
    case pending(
      subscribers: [(key: Int, subscriber: EffectSubscriber<Output, Failure>)], nextKey: Int)
    case fulfilled(Result<Output, Failure>)
  }

#endif
