import ExhaustiveTesting
import XCTest

@testable import ImageLoader

/// The live clients against the real file system (and the real `URLSession`, for a URL it must
/// refuse: the tests never touch the network).
final class LiveClientsTests: XCTestCase {
  var directory: URL!

  override func setUpWithError() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("ImageLoaderTests-\(UUID().uuidString)")
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: directory)
  }

  func testStoredImagesAreCacheHits() throws {
    let cat = try XCTUnwrap(URL(string: "https://example.com/images/cat.png?size=2x"))
    let dog = try XCTUnwrap(URL(string: "https://example.com/images/dog.png?size=2x"))
    let cache = ImageCache.directory(directory)
    let store = ImageStore.directory(directory)

    XCTAssertNil(try firstOutput(of: cache.load(cat)))
    XCTAssertNil(try firstOutput(of: store.save(cat, Data("cat".utf8))))
    XCTAssertEqual(try firstOutput(of: cache.load(cat)), Data("cat".utf8))
    XCTAssertNil(try firstOutput(of: cache.load(dog)))
  }

  func testStoreFailureIsAnError() throws {
    // A regular file where the directory should be: nothing can be written below it.
    try Data().write(to: directory)
    let store = ImageStore.directory(directory)

    let error = try firstOutput(of: store.save(URL(string: "https://example.com/cat.png")!, Data()))

    XCTAssertNotNil(error)
  }

  func testDownloaderReportsFailures() throws {
    let downloader = ImageDownloader.live()

    let result = try firstOutput(
      of: downloader.download(URL(string: "unsupported-scheme://example.com/cat.png")!),
      timeout: 5)

    guard case .failure = result else {
      return XCTFail("Expected a failure, got \(String(describing: result))")
    }
  }

  /// Runs `effect` outside any store and returns its first output.
  private func firstOutput<Output: Sendable>(
    of effect: Effect<Output, Never>, timeout: TimeInterval = 1
  ) throws -> Output {
    let received = expectation(description: "output")
    let box = OutputBox<Output>()
    let cancellable = effect.sink { output in
      if box.set(output) { received.fulfill() }
    }
    wait(for: [received], timeout: timeout)
    cancellable.cancel()
    return try XCTUnwrap(box.value)
  }
}

/// The first output of an effect, handed over from whichever thread delivered it.
private final class OutputBox<Output: Sendable>: @unchecked Sendable {
  // Safe: every access goes through `lock`.
  private let lock = NSLock()
  private var stored: Output?

  var value: Output? { lock.withLock { stored } }

  /// Keeps the first value; returns whether this was it.
  func set(_ output: Output) -> Bool {
    lock.withLock {
      guard stored == nil else { return false }
      stored = output
      return true
    }
  }
}
