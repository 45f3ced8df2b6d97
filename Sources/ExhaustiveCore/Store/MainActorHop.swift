import Foundation

/// Runs work on the main actor: right away when already there, otherwise on the next turn of the
/// main queue.
///
/// Effects deliver their outputs on whatever thread they run on; a store handles them on the main
/// actor. Running in place when already on the main actor keeps synchronous effects and test
/// schedulers synchronous: `scheduler.advance()` on the main actor delivers before it returns.
///
/// "Already on the main actor" is asked of the main queue, not of the main thread: when a program
/// runs `dispatchMain()` (an async `main`, Swift Testing on Linux), the main queue, and so the main
/// actor, is serviced by a worker thread.
enum MainActorHop {
  static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainQueue {
      MainActor.assumeIsolated(body)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
  }

  /// True on the main thread and inside blocks the main queue runs.
  static var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
  }

  private static let mainQueueKey: DispatchSpecificKey<Void> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return key
  }()
}
