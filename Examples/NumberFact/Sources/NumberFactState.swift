/// The number-fact screen: a counter, the fact last fetched for it, and the request in flight.
///
/// `isLoading` is derived from the request rather than stored beside it, so the two can never
/// disagree (episode 239 ends with the same move: `var isLoading: Bool { factTask != nil }`).
public struct NumberFactState: Equatable, Sendable {
  /// The number facts are fetched for.
  public var count: Int
  /// The fact fetched for `count`, once one arrived.
  public var fact: String?
  /// The number whose fact is being fetched, while a request is in flight.
  public var factRequest: Int?

  /// Creates a state; by default the counter is at zero and nothing is loading.
  public init(count: Int = 0, fact: String? = nil, factRequest: Int? = nil) {
    self.count = count
    self.fact = fact
    self.factRequest = factRequest
  }

  /// True while a fact request is in flight.
  public var isLoading: Bool { factRequest != nil }
}
