import ExhaustiveTesting
import Foundation

@testable import ImageLoader

// Fakes answer from data; they never record or verify calls. A client asked for something its
// data does not cover answers the way the real one would for a missing resource.

extension ImageCache {
  /// A cache holding exactly `images`.
  static func fake(_ images: [URL: Data]) -> Self {
    Self(load: { url in Effect(value: images[url]) })
  }
}

extension ImageDownloader {
  /// A server holding `responses`; any other URL is "not found".
  static func fake(_ responses: [URL: Result<Data, ImageLoaderError>]) -> Self {
    Self(download: { url in Effect(value: responses[url] ?? .failure(.notFound(url))) })
  }

  /// A server holding `responses` that answers `delay` seconds after each request, on
  /// `scheduler`.
  static func fake(
    _ responses: [URL: Result<Data, ImageLoaderError>],
    after delay: DispatchQueue.SchedulerTimeType.Stride,
    on scheduler: TestSchedulerOf<DispatchQueue>
  ) -> Self {
    Self(download: { url in
      Effect(value: responses[url] ?? .failure(.notFound(url)))
        .delay(for: delay, scheduler: scheduler)
    })
  }
}

extension ImageStore {
  /// A store whose writes succeed, or all fail with `error`.
  static func fake(failing error: ImageLoaderError?) -> Self {
    Self(save: { _, _ in Effect(value: error) })
  }
}

extension ImageLoaderError {
  static func notFound(_ url: URL) -> Self {
    Self("404 Not Found: \(url.absoluteString)")
  }
}
