/// A map from tasks to values, for the lookups the serial executor makes on every job.
///
/// A `Dictionary` hashes its keys with SipHash, seeded per process: safe against inputs chosen
/// to collide, and about as costly as the rest of a job's bookkeeping together. A task's key is
/// the address of an object the runtime allocated, which no user chooses, so this table mixes
/// the address with one multiplication (Fibonacci hashing) and probes linearly. Removal shifts
/// the following entries back, so the table never fills with tombstones over a long run of
/// scopes.
struct TaskTable<Value> {
  /// Keys and values in one allocation; a key of zero marks an empty slot.
  private var slots: [Slot]
  /// How many entries are in use.
  private(set) var count = 0

  /// An empty table; it allocates on its first insertion.
  init() {
    slots = []
  }

  /// The value for `task`, or nil; assigning nil removes the entry.
  subscript(task: RuntimeTask) -> Value? {
    get {
      guard count > 0 else { return nil }
      let key = task.key
      var index = home(of: key)
      while true {
        let found = slots[index].key
        if found == key { return slots[index].value }
        if found == Self.empty { return nil }
        index = (index + 1) & mask
      }
    }
    set {
      if let newValue { insert(newValue, for: task.key) } else { remove(task.key) }
    }
  }

  /// Removes every entry, keeping the storage.
  mutating func removeAll() {
    guard count > 0 else { return }
    for index in slots.indices { slots[index] = Slot() }
    count = 0
  }

  private struct Slot {
    var key = TaskTable.empty
    var value: Value?
  }

  private static var empty: UInt { 0 }
  private var mask: Int { slots.count - 1 }

  private func home(of key: UInt) -> Int {
    // The golden ratio's 64 fractional bits: consecutive addresses land far apart.
    let mixed = key &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & mask
  }

  private mutating func insert(_ value: Value, for key: UInt) {
    // At most half full, so probe runs stay short.
    if (count + 1) * 2 > slots.count { grow() }
    var index = home(of: key)
    while true {
      let found = slots[index].key
      if found == key {
        slots[index].value = value
        return
      }
      if found == Self.empty {
        slots[index] = Slot(key: key, value: value)
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  private mutating func remove(_ key: UInt) {
    guard count > 0 else { return }
    var index = home(of: key)
    while slots[index].key != key {
      if slots[index].key == Self.empty { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion: move each later entry of the run into the hole when its home
    // does not lie between the hole and itself, so every lookup still finds it.
    var hole = index
    var next = (hole + 1) & mask
    while slots[next].key != Self.empty {
      let home = home(of: slots[next].key)
      if (hole - home) & mask <= (next - home) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Slot()
    count -= 1
  }

  private mutating func grow() {
    let old = slots
    // Eight slots first: a scope whose test starts no task (or three) allocates no more.
    slots = Array(repeating: Slot(), count: Swift.max(8, slots.count * 2))
    count = 0
    for slot in old where slot.key != Self.empty {
      guard let value = slot.value else { continue }
      insert(value, for: slot.key)
    }
  }
}
