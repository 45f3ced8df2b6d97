import Foundation

/// Where the loader is: every case holds exactly what that step needs, so no combination of
/// fields can describe an impossible situation (downloading without a URL, loaded without data,
/// failed and loading at once).
///
/// The talk this case study comes from starts with optionals and flags and ends with this enum:
/// a test's setup becomes one value, `.downloading(url)`, instead of a chain of stubs.
public enum ImageLoaderState: Equatable, Sendable {
  /// Nothing requested yet.
  case idle
  /// Asking the cache for `url`.
  case checkingCache(URL)
  /// The cache missed; downloading `url`.
  case downloading(URL)
  /// Downloaded; writing the data to the store before handing it out.
  case storing(URL, Data)
  /// Done: the image data for `url`.
  case loaded(URL, Data)
  /// The download or the store failed.
  case failed(URL, ImageLoaderError)
}

/// Why loading failed, as a value so states and actions stay `Equatable`.
public struct ImageLoaderError: Error, Equatable, Sendable {
  /// A human-readable reason.
  public var reason: String

  /// Creates an error with a reason.
  public init(_ reason: String) {
    self.reason = reason
  }
}
