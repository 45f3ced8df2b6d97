import ExhaustiveCore
import Foundation

/// The image service as a state machine: `(state, event) -> (state, effect)`.
///
/// ```
/// fetch ─▶ checkingCache ─ cacheHit ───────────────────────────────▶ loaded
///                        ─ cacheMiss ─▶ downloading ─ downloaded ─▶ storing ─ stored ──▶ loaded
///                                                   ─ downloadFailed ─▶ failed
///                                                                        ─ storeFailed ─▶ failed
/// ```
///
/// Every effect runs under one cancellation id, and a new `fetch` cancels whatever is in flight,
/// so an answer for an old URL can never land in the state of a new one. An event that makes no
/// sense in the current state (a late answer, a duplicate) changes nothing.
public let imageLoaderReducer = Reducer<
  ImageLoaderState, ImageLoaderAction, ImageLoaderEnvironment
> { state, action, environment in
  struct LoadId: Hashable {}

  switch (state, action) {
  case (_, .fetch(let url)):
    state = .checkingCache(url)
    return environment.cache.load(url)
      .map { data in data.map(ImageLoaderAction.cacheHit) ?? .cacheMiss }
      .cancellable(id: LoadId(), cancelInFlight: true)

  case (.checkingCache(let url), .cacheHit(let data)):
    state = .loaded(url, data)
    return .none

  case (.checkingCache(let url), .cacheMiss):
    state = .downloading(url)
    return environment.downloader.download(url)
      .map { result in
        switch result {
        case .success(let data): .downloaded(data)
        case .failure(let error): .downloadFailed(error)
        }
      }
      .cancellable(id: LoadId(), cancelInFlight: true)

  case (.downloading(let url), .downloaded(let data)):
    state = .storing(url, data)
    return environment.store.save(url, data)
      .map { error in error.map(ImageLoaderAction.storeFailed) ?? .stored }
      .cancellable(id: LoadId(), cancelInFlight: true)

  case (.downloading(let url), .downloadFailed(let error)):
    state = .failed(url, error)
    return .none

  case (.storing(let url, let data), .stored):
    state = .loaded(url, data)
    return .none

  case (.storing(let url, _), .storeFailed(let error)):
    state = .failed(url, error)
    return .none

  case (_, .cacheHit), (_, .cacheMiss), (_, .downloaded), (_, .downloadFailed), (_, .stored),
    (_, .storeFailed):
    return .none
  }
}
