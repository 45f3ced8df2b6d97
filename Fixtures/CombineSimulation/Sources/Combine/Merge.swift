// Apple's Combine has `merge(with:)` and `Publishers.Merge`, `Merge3` and `MergeMany`;
// OpenCombine 0.14.0 has none of them. Written here, in our own words, with Apple's names and
// shapes, so code written against Apple's Combine compiles in the simulation. Each subscribes to
// all upstreams and forwards every output, finishing when all have finished (Apple's meaning),
// by flattening the upstreams with OpenCombine's `flatMap`.
import OpenCombine

extension Publishers {
  /// Merges two publishers of the same output and failure.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B

    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher()).receive(subscriber: subscriber)
    }
  }

  /// Merges three publishers of the same output and failure.
  public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
    /// The upstreams' output.
    public typealias Output = A.Output
    /// The upstreams' failure.
    public typealias Failure = A.Failure

    /// The first upstream.
    public let a: A
    /// The second upstream.
    public let b: B
    /// The third upstream.
    public let c: C

    /// Merges `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      MergeMany(a.eraseToAnyPublisher(), b.eraseToAnyPublisher(), c.eraseToAnyPublisher())
        .receive(subscriber: subscriber)
    }
  }

  /// Merges any number of publishers of one type.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The upstreams' output.
    public typealias Output = Upstream.Output
    /// The upstreams' failure.
    public typealias Failure = Upstream.Failure

    /// The upstreams.
    public let publishers: [Upstream]

    /// Merges `upstream`.
    public init(_ upstream: Upstream...) {
      self.publishers = upstream
    }

    /// Merges the publishers of `upstream`.
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream {
      self.publishers = Array(upstream)
    }

    /// Subscribes `subscriber` to every upstream.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Publishers.Sequence<[Upstream], Failure>(sequence: publishers)
        .flatMap { $0 }
        .receive(subscriber: subscriber)
    }
  }
}

extension Publisher {
  /// Merges this publisher with `other`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }

  /// Merges this publisher with `b` and `c`.
  public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
  where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
    Publishers.Merge3(self, b, c)
  }
}
