import ExhaustiveCore
import Foundation
import XCTest

/// Random edits applied to an identified array and to a plain array side by side: after each,
/// every id must be found at its position (the index table is kept up to date, small or large).
final class IdentifiedArrayModelTests: XCTestCase {
  func testRandomEditsKeepEveryIDFindable() {
    var generator = SplitMix64(seed: 0x1D)
    for size in [0, 5, 15, 16, 17, 40, 300] {
      var array = IdentifiedArrayOf<Row>((0..<size).map { Row(id: $0) })
      var model = Array(0..<size)
      var nextID = size
      for step in 0..<600 {
        let choice = generator.next() % 9
        switch choice {
        case 0, 1:
          array.append(Row(id: nextID))
          model.append(nextID)
          nextID += 1
        case 2:
          let position = Int(generator.next() % UInt64(model.count + 1))
          array.insert(Row(id: nextID), at: position)
          model.insert(nextID, at: position)
          nextID += 1
        case 3 where !model.isEmpty:
          let position = Int(generator.next() % UInt64(model.count))
          XCTAssertEqual(array.remove(at: position).id, model.remove(at: position))
        case 4 where !model.isEmpty:
          let id = model[Int(generator.next() % UInt64(model.count))]
          XCTAssertEqual(array.remove(id: id)?.id, id)
          model.removeAll { $0 == id }
        case 5 where model.count > 1:
          let i = Int(generator.next() % UInt64(model.count))
          let j = Int(generator.next() % UInt64(model.count))
          array.swapAt(i, j)
          model.swapAt(i, j)
        case 6 where !model.isEmpty:
          let position = Int(generator.next() % UInt64(model.count))
          array[position] = Row(id: nextID)
          model[position] = nextID
          nextID += 1
        case 7 where !model.isEmpty:
          let position = Int(generator.next() % UInt64(model.count))
          array[id: model[position]] = nil
          model.remove(at: position)
        case 8 where model.count > 2:
          let offsets = IndexSet([0, model.count / 2])
          let destination = Int(generator.next() % UInt64(model.count + 1))
          array.move(fromOffsets: offsets, toOffset: destination)
          let moving = offsets.map { model[$0] }
          var rest = model.enumerated().filter { !offsets.contains($0.offset) }
          let insertion = rest.filter { $0.offset < destination }.count
          rest.insert(contentsOf: moving.map { (offset: -1, element: $0) }, at: insertion)
          model = rest.map(\.element)
        default:
          break
        }
        XCTAssertEqual(array.ids, model, "size \(size), step \(step)")
        for (position, id) in model.enumerated() where array.index(id: id) != position {
          XCTFail("size \(size), step \(step): id \(id) not found at \(position)")
          return
        }
        XCTAssertNil(array[id: -1])
        XCTAssertNil(array[id: nextID])
      }
    }
  }
}

/// A small deterministic generator, so a failing sequence of edits replays the same way.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
