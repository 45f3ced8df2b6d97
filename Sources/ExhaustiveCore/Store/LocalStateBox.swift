/// The local state of a store scoped through a publisher, kept by that store (as TCA 0.1's
/// scoped stores kept their own `@Published` state), and the observers that follow it.
///
/// Used on the main thread only, like the store that owns it.
final class LocalStateBox<State> {
  var value: State
  private var observers: [UInt64: (State) -> Void] = [:]
  private var nextToken: UInt64 = 0

  init(_ value: State) {
    self.value = value
  }

  func addObserver(_ observer: @escaping (State) -> Void) -> SendableCancellable {
    nextToken += 1
    let token = nextToken
    observers[token] = observer
    // Boxed for the hop: the box, like its store, is touched on the main thread only.
    let box = UncheckedSendable(self)
    return SendableCancellable {
      MainActorHop.run { [box] in box.value.observers[token] = nil }
    }
  }

  /// Tells every observer the current value, in the order they were added.
  func notify() {
    for token in observers.keys.sorted() {
      // An observer may cancel another one while we iterate.
      observers[token]?(value)
    }
  }
}
