import ExhaustiveTesting
import XCTest

@testable import ImageLoader

/// Every path of the talk's image service, exhaustively: each test states the events in the
/// order they happen and the state after each one, and fails if the loader does anything else.
/// No test verifies how a client was called; the clients are fakes that answer from data.
final class ImageLoaderTests: XCTestCase {
  let cat = URL(string: "https://example.com/cat.png")!
  let dog = URL(string: "https://example.com/dog.png")!
  let catData = Data("cat".utf8)
  let dogData = Data("dog".utf8)
  let offline = ImageLoaderError("The Internet connection appears to be offline.")
  let diskFull = ImageLoaderError("No space left on device.")

  func testCacheHit() {
    let store = TestStore(
      initialState: ImageLoaderState.idle,
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([cat: catData]),
        downloader: .fake([:]),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.fetch(cat)) { $0 = .checkingCache(self.cat) },
      .receive(.cacheHit(catData)) { $0 = .loaded(self.cat, self.catData) }
    )
  }

  func testCacheMiss_DownloadFails() {
    let store = TestStore(
      initialState: ImageLoaderState.idle,
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([:]),
        downloader: .fake([cat: .failure(offline)]),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.fetch(cat)) { $0 = .checkingCache(self.cat) },
      .receive(.cacheMiss) { $0 = .downloading(self.cat) },
      .receive(.downloadFailed(offline)) { $0 = .failed(self.cat, self.offline) }
    )
  }

  func testCacheMiss_DownloadSucceeds_StoreFails() {
    let store = TestStore(
      initialState: ImageLoaderState.idle,
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([:]),
        downloader: .fake([cat: .success(catData)]),
        store: .fake(failing: diskFull)
      )
    )

    store.assert(
      .send(.fetch(cat)) { $0 = .checkingCache(self.cat) },
      .receive(.cacheMiss) { $0 = .downloading(self.cat) },
      .receive(.downloaded(catData)) { $0 = .storing(self.cat, self.catData) },
      .receive(.storeFailed(diskFull)) { $0 = .failed(self.cat, self.diskFull) }
    )
  }

  func testCacheMiss_DownloadSucceeds_StoreSucceeds() {
    let store = TestStore(
      initialState: ImageLoaderState.idle,
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([:]),
        downloader: .fake([cat: .success(catData)]),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.fetch(cat)) { $0 = .checkingCache(self.cat) },
      .receive(.cacheMiss) { $0 = .downloading(self.cat) },
      .receive(.downloaded(catData)) { $0 = .storing(self.cat, self.catData) },
      .receive(.stored) { $0 = .loaded(self.cat, self.catData) }
    )
  }

  /// A new request while a download is in flight cancels it: the old answer never arrives, and
  /// nothing is left running at the end.
  func testNewRequestCancelsTheDownloadInFlight() {
    let scheduler = DispatchQueue.testScheduler
    let store = TestStore(
      initialState: ImageLoaderState.idle,
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([dog: dogData]),
        downloader: .fake([cat: .success(catData)], after: 1, on: scheduler),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.fetch(cat)) { $0 = .checkingCache(self.cat) },
      .receive(.cacheMiss) { $0 = .downloading(self.cat) },
      .do { scheduler.advance(by: 0.5) },
      .send(.fetch(dog)) { $0 = .checkingCache(self.dog) },
      .receive(.cacheHit(dogData)) { $0 = .loaded(self.dog, self.dogData) },
      .do { scheduler.advance(by: 1) }
    )
  }

  /// Starting state is one value: each transition can be tested from the state right before it,
  /// with no chain of stubs to get there.
  func testDownloadedWhileDownloading_StoresTheData() {
    let store = TestStore(
      initialState: ImageLoaderState.downloading(cat),
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([:]),
        downloader: .fake([:]),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.downloaded(catData)) { $0 = .storing(self.cat, self.catData) },
      .receive(.stored) { $0 = .loaded(self.cat, self.catData) }
    )
  }

  /// An event that makes no sense in the current state (a late or duplicate answer) changes
  /// nothing and starts nothing.
  func testEventsOutOfPlaceAreIgnored() {
    let store = TestStore(
      initialState: ImageLoaderState.loaded(dog, dogData),
      reducer: imageLoaderReducer,
      environment: ImageLoaderEnvironment(
        cache: .fake([:]),
        downloader: .fake([:]),
        store: .fake(failing: nil)
      )
    )

    store.assert(
      .send(.cacheHit(catData)),
      .send(.cacheMiss),
      .send(.downloaded(catData)),
      .send(.downloadFailed(offline)),
      .send(.stored),
      .send(.storeFailed(diskFull))
    )
  }
}
