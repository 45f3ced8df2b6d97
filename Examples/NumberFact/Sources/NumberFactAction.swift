/// Everything that can happen on the number-fact screen.
public enum NumberFactAction: Equatable, Sendable {
  /// The user tapped "+": the count goes up and any fact, fetched or in flight, goes away.
  case incrementButtonTapped
  /// The user tapped "−": the count goes down and any fact, fetched or in flight, goes away.
  case decrementButtonTapped
  /// The user asked for a fact about the count; a request still in flight is cancelled.
  case getFactButtonTapped
  /// The user cancelled the request in flight.
  case cancelButtonTapped
  /// The fact service answered.
  case factResponse(String)
  /// The fact service failed.
  case factFailed
  /// The screen appeared: start listening for screenshots (a long-living subscription).
  case task
  /// The user took a screenshot.
  case screenshotTaken
}
