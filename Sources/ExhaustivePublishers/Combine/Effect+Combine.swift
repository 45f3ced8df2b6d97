// Where Combine exists, ExhaustivePublishers' Combine names are Combine's own (see
// ExhaustiveCore's Combine.swift). This file adds what Combine lacks: an `Effect` is a Combine
// publisher, and any Combine publisher becomes an effect with `eraseToEffect()`.
#if canImport(Combine)
  // A file that imports only this module sees Combine's names, as it sees ours without Combine.
  @_exported import Combine
  import ExhaustiveCore
  import ExhaustiveUnsafe

  extension Effect: Publisher {
    /// Starts the effect for `subscriber` once it asks for a value, delivering up to the demand
    /// it asks for and holding the rest until it asks again.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = EffectSubscription(effect: self, downstream: subscriber)
      subscriber.receive(subscription: subscription)
    }
  }

  extension Publisher {
    /// The effect that does this publisher's work: each start of it is one subscription.
    ///
    /// ```swift
    /// return Just(AppAction.todoDelayCompleted)
    ///   .delay(for: 1, scheduler: environment.mainQueue)
    ///   .eraseToEffect()
    /// ```
    public func eraseToEffect() -> Effect<Output, Failure> {
      if let effect = self as? Effect<Output, Failure> { return effect }
      // A Combine publisher is a description of work, subscribed to from whatever thread asks,
      // which is how Combine's own operators use it. Subscribing is written here, where the
      // publisher's conformance is in scope, and the box only carries it into the effect.
      let subscribe = UncheckedSendable { (subscriber: EffectSubscriber<Output, Failure>) in
        SendableCancellable(
          self.sink(
            receiveCompletion: { completion in
              switch completion {
              case .finished: subscriber.send(completion: .finished)
              case .failure(let error): subscriber.send(completion: .failure(error))
              }
            },
            receiveValue: { subscriber.send($0) }
          ))
      }
      return Effect { _, subscriber in subscribe.value(subscriber) }
    }
  }

  /// One subscriber's subscription to an effect.
  ///
  /// `@unchecked Sendable`, safely: every mutable field lives in `state`, behind its lock, and
  /// the downstream subscriber is called outside the lock only by the effect's deliveries and by
  /// `request`, which Combine's rules already serialize for one subscription (a publisher calls
  /// its subscriber serially; a subscriber that requests more from inside `receive` only adds
  /// demand, which the delivering call then uses).
  private final class EffectSubscription<Downstream: Subscriber>: Subscription,
    EffectDeliveryTarget, @unchecked Sendable
  {
    typealias Output = Downstream.Input
    typealias Failure = Downstream.Failure

    private struct State {
      var downstream: Downstream?
      var demand = Subscribers.Demand.none
      var buffer: [Output] = []
      var completion: EffectCompletion<Failure>?
      var isStarted = false
      var isDelivering = false
      var handle: SendableCancellable?
    }

    private let effect: Effect<Output, Failure>
    private let state: Lock<State>

    init(effect: Effect<Output, Failure>, downstream: Downstream) {
      self.effect = effect
      self.state = Lock(State(downstream: downstream))
    }

    func request(_ demand: Subscribers.Demand) {
      guard demand > .none else { return }
      let start = state.withLock { state -> Bool in
        guard state.downstream != nil else { return false }
        state.demand += demand
        defer { state.isStarted = true }
        return !state.isStarted
      }
      if start {
        // Through a protocol, so the `@Sendable` handlers capture no conformance of `Downstream`.
        let target: any EffectDeliveryTarget<Output, Failure> = self
        let handle = effect.subscribe(
          in: .shared,
          receiveCompletion: { target.receive(completion: $0) },
          receiveValue: { value in
            // Handed to the subscriber in order (see `UncheckedSendable`).
            let value = UncheckedSendable(value)
            target.receive(value.value)
          })
        let keep = state.withLock { state -> Bool in
          guard state.downstream != nil else { return false }
          state.handle = handle
          return true
        }
        if !keep { handle.cancel() }
      }
      drain()
    }

    func cancel() {
      let handle = state.withLock { state -> SendableCancellable? in
        state.downstream = nil
        state.buffer = []
        defer { state.handle = nil }
        return state.handle
      }
      handle?.cancel()
    }

    func receive(_ value: Output) {
      state.withLock { $0.buffer.append(value) }
      drain()
    }

    func receive(completion: EffectCompletion<Failure>) {
      state.withLock { $0.completion = completion }
      drain()
    }

    /// Delivers what the demand allows, then the completion once nothing is held.
    private func drain() {
      while true {
        let next = state.withLock { state -> Delivery? in
          guard !state.isDelivering, let downstream = state.downstream else { return nil }
          if !state.buffer.isEmpty, state.demand > .none {
            state.demand -= 1
            state.isDelivering = true
            return .value(downstream, state.buffer.removeFirst())
          }
          if state.buffer.isEmpty, let completion = state.completion {
            state.downstream = nil
            state.handle = nil
            return .completion(downstream, completion)
          }
          return nil
        }
        switch next {
        case .value(let downstream, let value):
          let more = downstream.receive(value)
          state.withLock {
            $0.demand += more
            $0.isDelivering = false
          }
        case .completion(let downstream, .finished):
          downstream.receive(completion: .finished)
          return
        case .completion(let downstream, .failure(let error)):
          downstream.receive(completion: .failure(error))
          return
        case nil:
          return
        }
      }
    }

    private enum Delivery {
      case value(Downstream, Output)
      case completion(Downstream, EffectCompletion<Failure>)
    }
  }

  /// Where a started effect delivers, for an `EffectSubscription`.
  private protocol EffectDeliveryTarget<Output, Failure>: AnyObject, Sendable {
    associatedtype Output
    associatedtype Failure: Error
    func receive(_ value: Output)
    func receive(completion: EffectCompletion<Failure>)
  }
#endif
