import XCTest

@testable import ExhaustiveTesting

/// The detector answers "did the state change?" exactly as `!=` does, while looking at the plain
/// fields first.
final class StateChangeDetectorTests: XCTestCase {
  struct Feature: Equatable {
    var items: [String]
    var count: Int
    var title: String
    var isOn: Bool
  }

  func testAnswersAsNotEqualDoesForEachField() {
    var detector = StateChangeDetector(for: Feature.self)
    let before = Feature(items: ["a", "b"], count: 1, title: "t", isOn: false)
    var after = before
    XCTAssertFalse(detector.check(before, to: after))
    after.count = 2
    XCTAssertTrue(detector.check(before, to: after))
    after = before
    after.items.append("c")
    XCTAssertTrue(detector.check(before, to: after))
    after = before
    after.title = "u"
    XCTAssertTrue(detector.check(before, to: after))
    after = before
    after.isOn = true
    XCTAssertTrue(detector.check(before, to: after))
  }

  func testAgreesWithNotEqualOnSeededRandomChanges() {
    var generator = SplitMix64(seed: 42)
    var detector = StateChangeDetector(for: Feature.self)
    for _ in 0..<2_000 {
      let before = Feature.random(using: &generator)
      var after = before
      // Change nothing, one field or several, sometimes back to the value it had.
      if Bool.random(using: &generator) { after.count = Int.random(in: 0...2, using: &generator) }
      if Bool.random(using: &generator) { after.isOn.toggle() }
      if Bool.random(using: &generator) { after.items = Feature.random(using: &generator).items }
      if Bool.random(using: &generator) { after.title = before.title }
      XCTAssertEqual(
        detector.check(before, to: after), before != after, "\(before) → \(after)")
    }
  }

  /// An `==` that ignores a plain field: a change to it alone is no change, the first time and
  /// every time after.
  func testFollowsACustomEqualityThatIgnoresAField() {
    struct Stamped: Equatable {
      var value: [Int]
      var revision: Int
      static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    }
    var detector = StateChangeDetector(for: Stamped.self)
    let before = Stamped(value: [1], revision: 0)
    for revision in 1...3 {
      XCTAssertFalse(detector.check(before, to: Stamped(value: [1], revision: revision)))
    }
    XCTAssertTrue(detector.check(before, to: Stamped(value: [2], revision: 0)))
    XCTAssertTrue(detector.check(before, to: Stamped(value: [2], revision: 9)))
  }

  /// An `==` stricter than the fields: equal fields are not enough.
  func testFollowsACustomEqualityThatIsStricterThanTheFields() {
    struct NeverEqual: Equatable {
      var a: Int
      var b: Int
      static func == (lhs: Self, rhs: Self) -> Bool { false }
    }
    var detector = StateChangeDetector(for: NeverEqual.self)
    XCTAssertTrue(detector.check(NeverEqual(a: 1, b: 1), to: NeverEqual(a: 1, b: 1)))
    XCTAssertTrue(detector.check(NeverEqual(a: 1, b: 1), to: NeverEqual(a: 1, b: 1)))
  }

  func testStatesThatAreNotStructsUseNotEqual() {
    enum Phase: Equatable {
      case idle
      case loading(progress: Double)
    }
    var detector = StateChangeDetector(for: Phase.self)
    XCTAssertFalse(detector.check(Phase.idle, to: Phase.idle))
    XCTAssertTrue(detector.check(Phase.idle, to: Phase.loading(progress: 0)))
    XCTAssertTrue(
      detector.check(Phase.loading(progress: .nan), to: Phase.loading(progress: .nan)))
  }

  func testANaNFieldCountsAsChangedAsItDoesForNotEqual() {
    struct Reading: Equatable {
      var label: String
      var value: Double
    }
    var detector = StateChangeDetector(for: Reading.self)
    let reading = Reading(label: "x", value: .nan)
    XCTAssertTrue(detector.check(reading, to: reading))
    XCTAssertTrue(detector.check(reading, to: reading))
  }
}

extension StateChangeDetector {
  /// `changed(from:to:)` on copies, for values that are not stored in variables.
  fileprivate mutating func check<State: Equatable>(_ before: State, to after: State) -> Bool {
    var before = before
    var after = after
    return changed(from: &before, to: &after)
  }
}

extension StateChangeDetectorTests.Feature {
  static func random(using generator: inout some RandomNumberGenerator) -> Self {
    Self(
      items: (0..<Int.random(in: 0...2, using: &generator)).map { "\($0)" },
      count: Int.random(in: 0...2, using: &generator),
      title: ["t", "u"].randomElement(using: &generator)!,
      isOn: Bool.random(using: &generator)
    )
  }
}
