/// Something whose work can be stopped.
public protocol Cancellable: Sendable {
  /// Stops the work. Calling it more than once, or after the work finished, does nothing.
  func cancel()
}

/// A type-erased ``Cancellable`` that cancels its work when cancelled or deinitialized.
///
/// ```swift
/// var cancellables: Set<AnyCancellable> = []
/// scheduler.schedule(after: scheduler.now, interval: 1) { print("tick") }
///   .store(in: &cancellables)
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private let onCancel: Lock<(@Sendable () -> Void)?>

  /// Wraps a closure that runs at most once, on the first `cancel()` or at deinit.
  public init(_ cancel: @escaping @Sendable () -> Void) {
    self.onCancel = Lock(cancel)
  }

  /// Wraps another cancellable.
  public convenience init(_ cancellable: some Cancellable) {
    self.init { cancellable.cancel() }
  }

  deinit {
    cancel()
  }

  /// Runs the wrapped cancellation once.
  public func cancel() {
    let body = onCancel.withLock { body -> (@Sendable () -> Void)? in
      defer { body = nil }
      return body
    }
    body?()
  }

  /// Keeps this cancellable alive for as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Keeps this cancellable alive for as long as `collection` holds it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Identity: two handles are equal only when they are the same object.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
