/// A key type as a hashable key path component.
struct KeyType<Key: TestDependencyKey>: Hashable, Sendable {
  init(_ key: Key.Type) {}
}
