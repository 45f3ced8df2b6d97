/// A value marked `Sendable` without the compiler's proof, for the rare value that is safe to
/// share for a reason the compiler cannot see.
///
/// The drop-in for swift-concurrency-extras' `UncheckedSendable` (1.4.3): an initializer, a
/// property wrapper with a projected value, dynamic member lookup, and the conformances of its
/// value (`Equatable`, `Hashable`, `Codable`, `AsyncSequence`). Its usual job is to hand a
/// non-`Sendable` async sequence to `AsyncStream.init(_:)` or
/// `eraseToStream()`:
///
/// ```swift
/// let screenshots = UncheckedSendable(
///   NotificationCenter.default.notifications(named: .screenshot).map { _ in }
/// )
/// .eraseToStream()
/// ```
///
/// Nothing is checked: whoever wraps a value promises it is never used from two threads at once.
/// For a stored property, Swift's own `nonisolated(unsafe) let` says the same more plainly.
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
  // Unchecked by definition: the caller who wraps a value vouches for how it is shared (see the
  // type's documentation); this type adds no sharing of its own.

  /// The wrapped value.
  public var value: Value

  /// Wraps `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Wraps a property's initial value: `@UncheckedSendable var formatter = NumberFormatter()`.
  public init(wrappedValue: Value) {
    self.value = wrappedValue
  }

  /// The wrapped value, read and modified in place.
  public var wrappedValue: Value {
    _read { yield value }
    _modify { yield &value }
  }

  /// The box itself (`$formatter`), to hand the value to a `@Sendable` closure.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Reads one property of the wrapped value: `box.count`.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    value[keyPath: keyPath]
  }

  /// Reads or writes one property of the wrapped value: `box.count += 1`.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
    _read { yield value[keyPath: keyPath] }
    _modify { yield &value[keyPath: keyPath] }
  }
}

extension UncheckedSendable: AsyncSequence where Value: AsyncSequence {
  /// The wrapped sequence's iterator.
  public typealias AsyncIterator = Value.AsyncIterator
  /// The wrapped sequence's element.
  public typealias Element = Value.Element

  /// Iterates the wrapped sequence.
  public func makeAsyncIterator() -> AsyncIterator {
    value.makeAsyncIterator()
  }
}

extension UncheckedSendable: Equatable where Value: Equatable {}

extension UncheckedSendable: Hashable where Value: Hashable {}

extension UncheckedSendable: Decodable where Value: Decodable {
  /// Decodes the wrapped value as a single value, or, when it is not one, from the whole decoder
  /// (so a keyed value decodes as it would unwrapped).
  public init(from decoder: any Decoder) throws {
    do {
      self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    } catch {
      self.init(wrappedValue: try Value(from: decoder))
    }
  }
}

extension UncheckedSendable: Encodable where Value: Encodable {
  /// Encodes the wrapped value as a single value, or, when the encoder refuses that, as the
  /// value would encode itself unwrapped.
  public func encode(to encoder: any Encoder) throws {
    do {
      var container = encoder.singleValueContainer()
      try container.encode(wrappedValue)
    } catch {
      try wrappedValue.encode(to: encoder)
    }
  }
}
