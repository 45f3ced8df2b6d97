// Combine declares this where it exists (see ExhaustiveCore's Combine.swift).
#if !canImport(Combine)
  import ExhaustiveCore

  extension Publishers {
    /// A publisher that emits the outputs of all its upstream publishers as they arrive, and
    /// finishes when all of them have, as Combine's `Publishers.MergeMany`.
    ///
    /// ```swift
    /// Publishers.MergeMany(fast, slow)
    ///   .sink { print($0) }
    /// ```
    ///
    /// A failure of any upstream fails the merge and cancels the others.
    public struct MergeMany<Upstream: Publisher>: Publisher, Sendable {
      /// The upstreams' output.
      public typealias Output = Upstream.Output
      /// The upstreams' failure.
      public typealias Failure = Upstream.Failure

      private var effects: [Effect<Output, Failure>]

      /// Merges the given publishers.
      public init(_ upstream: Upstream...) {
        self.init(upstream)
      }

      /// Merges the publishers of a sequence.
      public init<S: Sequence>(_ upstream: S) where S.Element == Upstream {
        self.effects = upstream.map { $0.eraseToEffect() }
      }

      /// The merge as an effect, subscribing to the upstreams in order.
      public func eraseToEffect() -> Effect<Output, Failure> {
        Effect.merge(effects)
      }

      /// Merges one more publisher.
      public func merge(with other: Upstream) -> Self {
        var merged = self
        merged.effects.append(other.eraseToEffect())
        return merged
      }
    }
  }
#endif
