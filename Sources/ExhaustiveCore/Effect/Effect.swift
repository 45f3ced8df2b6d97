import ExhaustiveUnsafe

/// Work that, once started, emits outputs, then completes or fails; it can be cancelled.
///
/// An effect is only a description: nothing runs until a store (or a test store) starts it.
///
/// An `Effect` is a value: nothing runs until a store (or ``sink(receiveCompletion:receiveValue:)``)
/// starts it. Reducers return effects whose outputs are fed back into the store as actions.
///
/// ```swift
/// case .todo(index: _, action: .checkboxTapped):
///   struct CancelDelayId: Hashable {}
///   return Effect(value: .todoDelayCompleted)
///     .debounce(id: CancelDelayId(), for: 1, scheduler: environment.mainQueue)
/// ```
///
/// Outputs may be delivered on whatever thread the work runs on; each output is handed to one
/// downstream in order, exactly as a Combine publisher would.
///
/// Starting an effect, and the operators on its hot paths (`Effect(value:)`, `delay`,
/// `cancellable(id:)`, `cancel(id:)`, `sink`), are `@inlinable`, with the internals they reach
/// `@usableFromInline`: the closures an effect is built from are then compiled in the module
/// that builds it, specialized to its output and failure types, instead of as generic code that
/// looks its types up at run time (see Performance.md, "Cancellation by id").
public struct Effect<Output, Failure: Error>: Sendable {
  /// Starts the work in `context`, delivering into `subscriber`; the returned cancellable stops it.
  @usableFromInline package typealias Start =
    @Sendable (EffectContext, EffectSubscriber<Output, Failure>) -> SendableCancellable

  /// Runs work that is over by the time it returns, delivering straight to the two handlers:
  /// outputs, then exactly one completion. Such work cannot be cancelled, since it is done before
  /// anyone could ask, so starting it needs no ``EffectSubscriber`` at all.
  @usableFromInline package typealias Immediate =
    @Sendable (
      _ receiveValue: (Output) -> Void,
      _ receiveCompletion: (EffectCompletion<Failure>) -> Void
    ) -> Void

  /// Work that is over by the time it returns, as ``Immediate``, but that needs the context it
  /// runs in (``cancel(id:)`` reaches the context's cancellation scope).
  @usableFromInline package typealias ImmediateInContext =
    @Sendable (
      _ context: EffectContext,
      _ receiveValue: (Output) -> Void,
      _ receiveCompletion: (EffectCompletion<Failure>) -> Void
    ) -> Void

  @usableFromInline let body: Body

  /// Known to do nothing but complete at once (``none`` and what is trivially built from it), so
  /// a store may skip starting it. False says nothing: an effect may still turn out to do nothing.
  @usableFromInline package let isNone: Bool

  /// One of two ways to start, so that an effect stays one closure wide whichever it is.
  @usableFromInline enum Body: Sendable {
    case start(Start)
    case immediate(Immediate)
    case immediateInContext(ImmediateInContext)
  }

  @inlinable
  package init(isNone: Bool = false, start: @escaping Start) {
    self.isNone = isNone
    self.body = .start(start)
  }

  /// An effect whose work is over once `immediate` returns (such as `Effect(value:)`): the
  /// commonest effect a reducer returns, started with no subscriber, lock or handle to allocate.
  @inlinable
  package init(isNone: Bool = false, immediate: @escaping Immediate) {
    self.isNone = isNone
    self.body = .immediate(immediate)
  }

  /// An effect whose work is over once `immediate` returns, and which needs its context.
  @inlinable
  package init(isNone: Bool = false, immediateInContext immediate: @escaping ImmediateInContext) {
    self.isNone = isNone
    self.body = .immediateInContext(immediate)
  }

  /// The work, when it is over once it returns (see ``Immediate``), so that operators such as
  /// ``map(_:)`` can stay immediate too.
  package var immediate: Immediate? {
    if case .immediate(let run) = body { run } else { nil }
  }

  /// Starts the work in a context, delivering into a subscriber (see ``Start``).
  package var start: Start {
    switch body {
    case .start(let start):
      return start
    case .immediate(let run):
      return { _, subscriber in
        run({ subscriber.send($0) }, { subscriber.send(completion: $0) })
        return .empty
      }
    case .immediateInContext(let run):
      return { context, subscriber in
        run(context, { subscriber.send($0) }, { subscriber.send(completion: $0) })
        return .empty
      }
    }
  }
}

extension Effect {
  /// Starts the effect outside any store.
  ///
  /// Cancellation ids used by the effect are scoped to `EffectContext.shared`; a store scopes
  /// them to itself instead. Keep the returned cancellable alive for as long as the work should
  /// run: releasing it cancels the work.
  ///
  /// As with Combine's `sink`, the closures need not be `@Sendable`: they run on the thread the
  /// effect delivers on. With a `TestScheduler` or an `ImmediateScheduler` (and for synchronous
  /// effects) that is the thread that subscribes or advances the scheduler (the test's), so
  /// they may capture and mutate the test's local state, as code written for Combine does. An
  /// effect that delivers on a live queue (`delay(for:scheduler: DispatchQueue.main)` started
  /// from another thread, say) calls them on that queue: there, capture only what may be used
  /// from it, exactly as with Combine. The compiler cannot check this for either library.
  @inlinable
  public func sink(
    receiveCompletion: @escaping (EffectCompletion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    // Unchecked by design, see above: the handlers run where the effect delivers, as Combine's
    // do, so typing them `@Sendable` adds no race the caller's code does not already have.
    let cancellable = subscribe(
      in: .shared,
      receiveCompletion: assumeSendable(receiveCompletion),
      receiveValue: assumeSendable(receiveValue)
    )
    // `subscribe` hands every effect that was over once started the one shared empty handle;
    // callers of the public API always got a handle of their own, and still do.
    return (cancellable.isEmpty ? .distinctEmpty() : cancellable).erased
  }

  /// Starts the effect in `context`: the one place every store and operator starts an effect.
  @inlinable
  package func subscribe(
    in context: EffectContext,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> SendableCancellable {
    // An effect that was over by the time it was started (such as `Effect(value:)`) leaves
    // nothing to cancel: share the empty handle rather than allocating one and locking again
    // when it is released.
    guard
      let subscriber = startSubscription(
        in: context, receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    else { return .empty }
    // `cancelSubscription` ends exactly once by itself, so the handle needs no lock of its own.
    return SendableCancellable(subscription: subscriber)
  }

  /// Starts the effect in `context` as ``subscribe(in:receiveCompletion:receiveValue:)`` does,
  /// and returns the subscriber that stops it, or nil when the effect was over once started.
  /// For an operator that keeps its upstream's subscriber itself, with no handle around it.
  @inlinable
  package func startSubscription(
    in context: EffectContext,
    receiveCompletion: @escaping @Sendable (EffectCompletion<Failure>) -> Void,
    receiveValue: @escaping @Sendable (Output) -> Void
  ) -> EffectSubscriber<Output, Failure>? {
    let start: Start
    switch body {
    case .immediate(let run):
      // Nothing can cancel the work or reach its handlers before it is over, so delivering
      // straight to the handlers is what a subscriber would do, minus the subscriber.
      run(receiveValue, receiveCompletion)
      return nil
    case .immediateInContext(let run):
      run(context, receiveValue, receiveCompletion)
      return nil
    case .start(let body):
      start = body
    }
    let subscriber = EffectSubscriber<Output, Failure>(
      receiveValue: receiveValue,
      receiveCompletion: receiveCompletion
    )
    guard subscriber.attach(start(context, subscriber)) else { return nil }
    return subscriber
  }
}

extension Effect where Failure == Never {
  /// Starts an effect that cannot fail outside any store.
  ///
  /// The closure need not be `@Sendable`; see ``sink(receiveCompletion:receiveValue:)`` for
  /// where it runs.
  @inlinable
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
