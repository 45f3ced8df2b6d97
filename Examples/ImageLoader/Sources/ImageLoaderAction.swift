import Foundation

/// Events: what happened, never what to do next. The reducer decides what each event means in
/// the current state.
public enum ImageLoaderAction: Equatable, Sendable {
  /// The user (or a view) asks for the image at a URL; cancels any load in flight.
  case fetch(URL)
  /// The cache had the image.
  case cacheHit(Data)
  /// The cache did not have the image.
  case cacheMiss
  /// The download finished with this data.
  case downloaded(Data)
  /// The download failed.
  case downloadFailed(ImageLoaderError)
  /// The downloaded data was written to the store.
  case stored
  /// Writing to the store failed.
  case storeFailed(ImageLoaderError)
}
