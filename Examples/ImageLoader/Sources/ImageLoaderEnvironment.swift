import ExhaustiveCore
import Foundation

/// The loader's dependencies: three clients, each a struct of closures, so a test passes exactly
/// the answers a path needs and nothing verifies *how* they were called.
public struct ImageLoaderEnvironment {
  /// Reads previously stored images.
  public var cache: ImageCache
  /// Fetches images from the network.
  public var downloader: ImageDownloader
  /// Persists downloaded images so the cache finds them next time.
  public var store: ImageStore

  /// Creates an environment from its clients.
  public init(cache: ImageCache, downloader: ImageDownloader, store: ImageStore) {
    self.cache = cache
    self.downloader = downloader
    self.store = store
  }
}

/// Looks an image up; answers `nil` on a miss.
public struct ImageCache {
  /// Starts a lookup of the image stored for a URL.
  public var load: (URL) -> Effect<Data?, Never>

  /// Creates a cache client from its endpoint.
  public init(load: @escaping (URL) -> Effect<Data?, Never>) {
    self.load = load
  }
}

/// Downloads an image.
public struct ImageDownloader {
  /// Starts the download of a URL.
  public var download: (URL) -> Effect<Result<Data, ImageLoaderError>, Never>

  /// Creates a downloader client from its endpoint.
  public init(download: @escaping (URL) -> Effect<Result<Data, ImageLoaderError>, Never>) {
    self.download = download
  }
}

/// Persists an image.
public struct ImageStore {
  /// Starts writing the data for a URL; answers `nil` on success, or the error.
  public var save: (URL, Data) -> Effect<ImageLoaderError?, Never>

  /// Creates a store client from its endpoint.
  public init(save: @escaping (URL, Data) -> Effect<ImageLoaderError?, Never>) {
    self.save = save
  }
}
