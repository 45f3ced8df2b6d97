extension Effect {
  /// `effects` merged or concatenated by `start`, which is handed those not known to do nothing:
  /// ``isNone`` effects complete at once, so merging or following them changes nothing. With
  /// nothing to coordinate there is nothing to start: no effects come to `.none`, one to itself.
  static func combination(
    of effects: some Collection<Self>,
    start:
      @escaping @Sendable (
        _ effects: [Self], EffectContext, EffectSubscriber<Output, Failure>
      ) -> SendableCancellable
  ) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return Self.none  // spelled out: a bare `.none` would be `Optional.none` here
    case 1: return effects[0]
    default: return Self { context, subscriber in start(effects, context, subscriber) }
    }
  }
}
