import Foundation

/// One element of the benchmark's collections: a UUID, a String, an Int and a Bool, like the
/// transcripts' `Todo`. Not `Identifiable`, so both differs align elements by equality (the
/// issue's reference times were taken this way).
struct Item: Equatable, Hashable, Sendable {
  var id: UUID
  var name: String
  var quantity: Int
  var isComplete: Bool
}

/// The same element, aligned by its `id`.
struct IdentifiedItem: Equatable, Identifiable, Sendable {
  var id: UUID
  var name: String
  var quantity: Int
  var isComplete: Bool

  init(_ item: Item) {
    self.id = item.id
    self.name = item.name
    self.quantity = item.quantity
    self.isComplete = item.isComplete
  }
}

/// The struct holding N elements that is dumped and diffed.
struct Inventory: Equatable, Sendable {
  var title: String
  var items: [Item]
}

/// A deeply nested value: a tree node whose one child is the next level, `depth` levels deep.
struct Chain: Equatable, Sendable {
  var level: Int
  var children: [Chain]
}

enum DiffFixtures {
  static func item(_ index: Int) -> Item {
    var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &bytes) { raw in
      var value = UInt64(index).bigEndian
      withUnsafeBytes(of: &value) {
        raw.baseAddress!.advanced(by: 8).copyMemory(from: $0.baseAddress!, byteCount: 8)
      }
    }
    return Item(
      id: UUID(uuid: bytes),
      name: "Item \(index)",
      quantity: index * 7 % 1000,
      isComplete: index.isMultiple(of: 3)
    )
  }

  static func inventory(count: Int) -> Inventory {
    Inventory(title: "Benchmark", items: (0..<count).map(item))
  }

  /// The same inventory with the middle element's `isComplete` flipped.
  static func oneChanged(_ inventory: Inventory) -> Inventory {
    var changed = inventory
    changed.items[changed.items.count / 2].isComplete.toggle()
    return changed
  }

  /// The same inventory with every element's `isComplete` flipped.
  static func allChanged(_ inventory: Inventory) -> Inventory {
    var changed = inventory
    for index in changed.items.indices {
      changed.items[index].isComplete.toggle()
    }
    return changed
  }

  static func chain(depth: Int) -> Chain {
    var chain = Chain(level: depth, children: [])
    for level in stride(from: depth - 1, to: 0, by: -1) {
      chain = Chain(level: level, children: [chain])
    }
    return chain
  }
}

/// The floor: reflect every node the dump prints, doing nothing else. A UUID is a leaf, as in
/// the dump (printed bare), rather than the tuple of 16 bytes `Mirror` would walk into.
func mirrorWalk(_ value: Any) -> Int {
  if value is UUID { return 1 }
  let mirror = Mirror(reflecting: value)
  var count = 1
  for child in mirror.children {
    count += mirrorWalk(child.value)
  }
  return count
}
