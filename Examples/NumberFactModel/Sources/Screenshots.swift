import ExhaustiveDependencies
import Foundation

extension DependencyValues {
  /// A stream with one element for each screenshot the user takes, for as long as it is
  /// iterated: the episode's `NotificationCenter.notifications(named:)` of
  /// `userDidTakeScreenshotNotification`, which Linux's Foundation lacks.
  public var screenshots: @Sendable () -> AsyncStream<Void> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

/// The notification UIKit posts when the user takes a screenshot.
extension Notification.Name {
  /// `UIApplication.userDidTakeScreenshotNotification`, by its raw name.
  public static let userDidTakeScreenshot = Notification.Name(
    "UIApplicationUserDidTakeScreenshotNotification")
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () -> AsyncStream<Void> = {
    AsyncStream { continuation in
      let observer = NotificationCenter.default.addObserver(
        forName: .userDidTakeScreenshot, object: nil, queue: nil
      ) { _ in
        continuation.yield()
      }
      let token = ObserverToken(observer)
      continuation.onTermination = { _ in
        NotificationCenter.default.removeObserver(token.observer)
      }
    }
  }
}

/// The observer NotificationCenter returns, handed to the stream's termination handler.
private final class ObserverToken: @unchecked Sendable {
  // Safe: set once in `init` and only read afterwards, to remove the observer.
  let observer: any NSObjectProtocol
  init(_ observer: any NSObjectProtocol) { self.observer = observer }
}
