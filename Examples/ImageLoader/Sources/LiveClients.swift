import ExhaustiveCore
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The only code that knows *how* images are cached, downloaded and stored. The reducer and its
// tests only know the events these clients answer with.

extension ImageCache {
  /// A cache of files in `directory`, one per URL.
  public static func directory(_ directory: URL) -> Self {
    Self(load: { url in
      Effect.result {
        .success(try? Data(contentsOf: directory.appendingPathComponent(fileName(for: url))))
      }
    })
  }
}

extension ImageStore {
  /// Writes one file per URL into `directory`, where ``ImageCache/directory(_:)`` finds it.
  public static func directory(_ directory: URL) -> Self {
    Self(save: { url, data in
      Effect.result {
        do {
          try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true)
          try data.write(
            to: directory.appendingPathComponent(fileName(for: url)), options: .atomic)
          return .success(nil)
        } catch {
          return .success(ImageLoaderError(error.localizedDescription))
        }
      }
    })
  }
}

extension ImageDownloader {
  /// Downloads with `session`; a response other than 2xx is a failure.
  public static func live(session: URLSession = .shared) -> Self {
    Self(download: { url in
      Effect.run { subscriber in
        let task = session.dataTask(with: url) { data, response, error in
          if let error {
            subscriber.send(.failure(ImageLoaderError(error.localizedDescription)))
          } else if let response = response as? HTTPURLResponse,
            !(200..<300).contains(response.statusCode)
          {
            subscriber.send(.failure(ImageLoaderError("HTTP \(response.statusCode)")))
          } else {
            subscriber.send(.success(data ?? Data()))
          }
          subscriber.send(completion: .finished)
        }
        task.resume()
        return AnyCancellable { task.cancel() }
      }
    })
  }
}

/// A file name that is unique per URL and safe on every file system.
private func fileName(for url: URL) -> String {
  url.absoluteString.utf8.map { byte in
    let character = Character(Unicode.Scalar(byte))
    return character.isLetter || character.isNumber ? String(character) : "_\(byte)"
  }
  .joined()
}
