import Dispatch

/// Where a debugging reducer prints, and on which queue, for
/// ``Reducer/debug(_:environment:)`` (TCA 0.1's spelling).
///
/// ```swift
/// appReducer.debug(environment: { _ in DebugEnvironment(printer: { log.append($0) }) })
/// ```
public struct DebugEnvironment: Sendable {
  /// Receives each block of debug output, on ``queue``.
  public var printer: @Sendable (String) -> Void
  /// The queue the printer is called on, so printing never holds up the reducer.
  public var queue: DispatchQueue

  /// An environment that prints with `printer` (standard output by default) on `queue`.
  public init(
    printer: @escaping @Sendable (String) -> Void = { print($0) },
    queue: DispatchQueue
  ) {
    self.printer = printer
    self.queue = queue
  }

  /// An environment that prints with `printer` (standard output by default) on a shared serial
  /// background queue, so blocks print in the order the reducer handled their actions.
  public init(printer: @escaping @Sendable (String) -> Void = { print($0) }) {
    self.init(printer: printer, queue: debugQueue)
  }
}

private let debugQueue = DispatchQueue(
  label: "Exhaustive.DebugEnvironment", qos: .background)
