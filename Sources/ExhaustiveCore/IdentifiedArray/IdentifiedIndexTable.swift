/// The positions of an ``IdentifiedArray``'s ids: an open-addressing hash table (linear probing)
/// whose buckets hold `position + 1` (0 is an empty bucket), keyed by the id stored at that
/// position in the array's `ids`.
///
/// It stores only integers, never ids, so the ids live once (in the array), and shifting every
/// position after an insertion or removal is one pass over a flat buffer. Small arrays keep no
/// table at all: a linear scan of a few ids is faster than hashing.
@usableFromInline
struct IdentifiedIndexTable: Sendable {
  /// Empty while the array holds fewer than ``minimumCount`` elements.
  @usableFromInline var buckets: [Int]

  /// Arrays smaller than this search their ids linearly.
  @usableFromInline static var minimumCount: Int { 16 }

  @inlinable init() { buckets = [] }

  @inlinable var isEmpty: Bool { buckets.isEmpty }

  @inlinable var mask: Int { buckets.count &- 1 }

  /// A table for `ids`, or an empty one when they are few. The caller guarantees they are
  /// distinct.
  @inlinable
  init<ID: Hashable>(_ ids: [ID]) {
    buckets = []
    rebuild(ids)
  }

  /// Rebuilds the table for `ids` (distinct), sized for them at a load of at most three
  /// quarters: a small table stays in cache, which matters more than a short probe.
  @inlinable
  mutating func rebuild<ID: Hashable>(_ ids: [ID]) {
    guard ids.count >= Self.minimumCount else {
      buckets = []
      return
    }
    var capacity = 32
    while capacity &* 3 < ids.count &* 4 { capacity &*= 2 }
    buckets = [Int](repeating: 0, count: capacity)
    let mask = capacity &- 1
    buckets.withUnsafeMutableBufferPointer { buckets in
      for (position, id) in ids.enumerated() {
        var bucket = id.hashValue & mask
        while buckets[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        buckets[bucket] = position &+ 1
      }
    }
  }

  /// The position of `id` in `ids`, if present.
  @inlinable
  func position<ID: Hashable>(of id: ID, in ids: [ID]) -> Int? {
    guard !buckets.isEmpty else { return ids.firstIndex(of: id) }
    let bucket = self.bucket(of: id, in: ids)
    let stored = buckets[bucket]
    return stored == 0 ? nil : stored &- 1
  }

  /// The bucket holding `id`, or the empty bucket where it would go. The table is not empty.
  @inlinable
  func bucket<ID: Hashable>(of id: ID, in ids: [ID]) -> Int {
    let mask = self.mask
    return buckets.withUnsafeBufferPointer { buckets in
      ids.withUnsafeBufferPointer { ids in
        var bucket = id.hashValue & mask
        while true {
          let stored = buckets[bucket]
          if stored == 0 || ids[stored &- 1] == id { return bucket }
          bucket = (bucket &+ 1) & mask
        }
      }
    }
  }

  /// Records that `ids.last` (new, distinct from the others) was appended.
  @inlinable
  mutating func didAppend<ID: Hashable>(_ ids: [ID]) {
    guard !buckets.isEmpty, ids.count &* 4 <= buckets.count &* 3 else {
      rebuild(ids)
      return
    }
    let bucket = self.bucket(of: ids[ids.count &- 1], in: ids)
    buckets[bucket] = ids.count
  }

  /// Records that `ids[position]` (new, distinct from the others) was inserted, shifting the
  /// positions after it.
  @inlinable
  mutating func didInsert<ID: Hashable>(at position: Int, _ ids: [ID]) {
    guard !buckets.isEmpty, ids.count &* 4 <= buckets.count &* 3 else {
      rebuild(ids)
      return
    }
    // The ids after `position` moved up one; their entries still read their old positions.
    shiftPositions(after: position, storedOffset: 0, by: 1, ids: ids)
    let bucket = self.bucket(of: ids[position], in: ids)
    buckets[bucket] = position &+ 1
  }

  /// Forgets `ids[position]`, and shifts the positions after it down by one, before the caller
  /// removes it from `ids`.
  @inlinable
  mutating func willRemove<ID: Hashable>(at position: Int, _ ids: [ID]) {
    guard !buckets.isEmpty else { return }
    if ids.count &- 1 < Self.minimumCount {
      buckets = []
      return
    }
    removeBucket(self.bucket(of: ids[position], in: ids), ids: ids)
    shiftPositions(after: position, storedOffset: 1, by: -1, ids: ids)
  }

  /// Replaces the id at `position`: `old` leaves, `ids[position]` (already stored, distinct
  /// from the others) takes its place.
  @inlinable
  mutating func didReplace<ID: Hashable>(_ old: ID, at position: Int, _ ids: [ID]) {
    guard !buckets.isEmpty else { return }
    // `old` is no longer in `ids`: find its bucket by the position it names.
    let mask = self.mask
    var bucket = old.hashValue & mask
    while buckets[bucket] != position &+ 1 { bucket = (bucket &+ 1) & mask }
    // The entries that may shift into the hole name other positions, whose ids are intact.
    removeBucket(bucket, ids: ids)
    buckets[self.bucket(of: ids[position], in: ids)] = position &+ 1
  }

  /// Records that the ids at `first` and `second` are about to swap places (`ids` is not
  /// swapped yet: a probe matches entries by the id at the position they name).
  @inlinable
  mutating func willSwap<ID: Hashable>(_ first: Int, _ second: Int, _ ids: [ID]) {
    guard !buckets.isEmpty else { return }
    let bucketOfFirst = bucket(of: ids[first], in: ids)
    let bucketOfSecond = bucket(of: ids[second], in: ids)
    buckets[bucketOfFirst] = second &+ 1
    buckets[bucketOfSecond] = first &+ 1
  }

  /// Adds `delta` to the entries of the ids at the positions after `position`, whose entries
  /// read `position + storedOffset` (plus one, as every entry does). Walks those few ids when
  /// there are few, else the whole bucket buffer (every entry naming a position after
  /// `position` shifts; the entry for `position` itself is absent).
  @inlinable
  mutating func shiftPositions<ID: Hashable>(
    after position: Int, storedOffset: Int, by delta: Int, ids: [ID]
  ) {
    let tail = ids.count &- position &- 1
    guard tail > 0 else { return }
    if tail &* 8 < buckets.count {
      let mask = self.mask
      // Entries move away from the values not yet visited (the highest first when shifting
      // up), so a probe never meets an entry already shifted to the value it looks for.
      let tailPositions = (position &+ 1)..<ids.count
      buckets.withUnsafeMutableBufferPointer { buckets in
        func shift(_ current: Int) {
          let stored = current &+ storedOffset
          var bucket = ids[current].hashValue & mask
          while buckets[bucket] != stored { bucket = (bucket &+ 1) & mask }
          buckets[bucket] = stored &+ delta
        }
        if delta > 0 {
          for current in tailPositions.reversed() { shift(current) }
        } else {
          for current in tailPositions { shift(current) }
        }
      }
    } else {
      buckets.withUnsafeMutableBufferPointer { buckets in
        for bucket in buckets.indices where buckets[bucket] > position {
          buckets[bucket] &+= delta
        }
      }
    }
  }

  /// Empties `bucket` and closes the gap, so every probe sequence stays unbroken.
  @inlinable
  mutating func removeBucket<ID: Hashable>(_ bucket: Int, ids: [ID]) {
    buckets[bucket] = 0
    removeBucketShifting(from: bucket, ids: ids)
  }

  /// Backward-shift deletion after `hole` was emptied: an entry later in the same run moves
  /// into the hole unless its home bucket lies cyclically after the hole.
  @inlinable
  mutating func removeBucketShifting<ID: Hashable>(from hole: Int, ids: [ID]) {
    let mask = self.mask
    var hole = hole
    var next = (hole &+ 1) & mask
    while buckets[next] != 0 {
      let home = ids[buckets[next] &- 1].hashValue & mask
      // `home` is cyclically in (hole, next]: the entry must stay.
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !stays {
        buckets[hole] = buckets[next]
        buckets[next] = 0
        hole = next
      }
      next = (next &+ 1) & mask
    }
  }
}
