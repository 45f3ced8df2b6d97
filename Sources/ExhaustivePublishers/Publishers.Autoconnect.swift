// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publishers {
    /// A connectable publisher that connects with its first subscriber and disconnects when the
    /// last one cancels; made by ``ConnectablePublisher/autoconnect()``.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, Sendable {
      /// What it emits: the upstream's output.
      public typealias Output = Upstream.Output
      /// How it fails: as the upstream does.
      public typealias Failure = Upstream.Failure

      /// The connectable publisher it connects.
      public let upstream: Upstream
      private let state = Lock(State())

      private struct State {
        var subscribers = 0
        var connection: (any Cancellable)?
      }

      /// Connects `upstream` with its first subscriber.
      public init(upstream: Upstream) {
        self.upstream = upstream
      }

      /// Subscribes to the upstream, connecting it for the first subscriber; the connection is
      /// cancelled when the last subscription ends.
      public func eraseToEffect() -> Effect<Output, Failure> {
        Effect { [self] _, subscriber in
          let subscription = upstream.eraseToEffect().sink(
            receiveCompletion: { subscriber.send(completion: $0) },
            receiveValue: { subscriber.send($0) })
          let isFirst = state.withLock { state in
            state.subscribers += 1
            return state.subscribers == 1
          }
          if isFirst {
            let connection = upstream.connect()
            state.withLock { $0.connection = connection }
          }
          return AnyCancellable { [self] in
            subscription.cancel()
            let last = state.withLock { state -> (any Cancellable)? in
              state.subscribers -= 1
              guard state.subscribers == 0 else { return nil }
              defer { state.connection = nil }
              return state.connection
            }
            // Cancelled outside the lock: it takes the scheduler's lock.
            last?.cancel()
          }
        }
      }
    }
  }
#endif
