import ExhaustiveCore

/// The value each key gives in each context, computed once and kept: for the process outside
/// tests, for the running test inside one (so each test starts from the key's fresh test value,
/// and everything one test creates shares it).
enum DefaultValues {
  private static let cache = Lock<[CacheKey: any Sendable]>([:])

  static func value<Key: TestDependencyKey>(
    for key: Key.Type, context: DependencyContext
  ) -> Key.Value {
    // Per test in every context: a test that sets the context to `.live` gets its own live
    // values too, never another test's. The test is part of the key, not a tag on one shared
    // entry: Swift Testing runs tests in parallel, and a test that read the key in between must
    // not make this one compute (and report) it again.
    let cacheKey = CacheKey(
      key: ObjectIdentifier(key), context: context, test: TestSupport.currentTest)
    if let value = cache.withLock({ $0[cacheKey] }) as? Key.Value {
      return value
    }
    // Computed outside the lock: a key's value may read other dependencies, or report.
    let computed = compute(key, context: context)
    // Read while changing values, the value is about to be replaced; the next real read must
    // still compute (and report) it.
    guard !DependencyValues.isSetting else { return computed }
    return cache.withLock { cache in
      // Another thread may have computed it meanwhile: everyone gets the one stored first.
      if let stored = cache[cacheKey] as? Key.Value {
        return stored
      }
      cache[cacheKey] = computed
      return computed
    }
  }

  private static func compute<Key: TestDependencyKey>(
    _ key: Key.Type, context: DependencyContext
  ) -> Key.Value {
    switch context {
    case .test:
      return key.testValue
    case .preview:
      return key.previewValue
    case .live:
      if let live = key as? any DependencyKey.Type, let value = liveValue(of: live) as? Key.Value {
        return value
      }
      MissingLiveValue.report(key: key)
      return key.testValue
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> any Sendable {
    key.liveValue
  }

  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
    /// The test the value belongs to; nil outside tests.
    let test: TestIdentity?
  }
}
