import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// The pieces of exploration that need no scope: tokens, the generator, the environment's
/// strategies, and the order deviations are enumerated in.
final class ScheduleTokenTests: XCTestCase {
  func testATokenReadsBackAsWritten() {
    let token = ScheduleToken(
      schedules: .pct(count: 500, depth: 3, seed: 9), number: 17, scope: "3f9a1c",
      choices: [.init(point: 4, index: 1, of: 2), .init(point: 9, index: 2, of: 3)])
    XCTAssertEqual(token.description, "pct-500-3-9:17:3f9a1c:4.1.2+9.2.3")
    XCTAssertEqual(ScheduleToken(token.description), token)
    for text in [
      "random-100-0:3:e8d35c:2.1.2", "deviations-2-1000:40:000001:", "fifo:0:abcdef:",
    ] {
      XCTAssertEqual(ScheduleToken(text)?.description, text)
    }
  }

  func testWhatIsNoTokenIsRejected() {
    for text in [
      "", "17", "random-100:3:e8d35c:2.1.2", "random-100-0:x:e8d35c:", "random-100-0:3::",
      "random-100-0:3:e8d35c:2.0.2", "random-100-0:3:e8d35c:2.2.2", "lifo-1-2:3:e8d35c:",
      "random-100-0:3:e8d35c:2.1",
    ] {
      XCTAssertNil(ScheduleToken(text), text)
    }
  }

  func testAScopeIsNamedBySixHexDigitsOfItsFileAndLine() {
    let id = ScheduleToken.scopeID(
      of: SourceCodeLocation(
        fileID: "Feature/FeatureTests.swift", filePath: "", line: 21, column: 5))
    XCTAssertEqual(id.count, 6)
    XCTAssertEqual(
      id,
      ScheduleToken.scopeID(
        of: SourceCodeLocation(
          fileID: "Feature/FeatureTests.swift", filePath: "", line: 21, column: 9)))
    XCTAssertNotEqual(
      id,
      ScheduleToken.scopeID(
        of: SourceCodeLocation(
          fileID: "Feature/FeatureTests.swift", filePath: "", line: 22, column: 5)))
  }

  /// SplitMix64's published first outputs for seed 0: the same numbers on every platform.
  func testTheGeneratorIsScheduleGenerator() {
    var generator = ScheduleGenerator(seed: 0)
    XCTAssertEqual(
      [generator.next(), generator.next(), generator.next()],
      [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
  }

  func testBoundedDrawsAreInRangeAndRepeatable() {
    var first = ScheduleGenerator(seed: 42, schedule: 7)
    var second = ScheduleGenerator(seed: 42, schedule: 7)
    var other = ScheduleGenerator(seed: 42, schedule: 8)
    let draws = (0..<200).map { _ in first.below(3) }
    XCTAssertEqual(draws, (0..<200).map { _ in second.below(3) })
    XCTAssertNotEqual(draws, (0..<200).map { _ in other.below(3) })
    XCTAssertEqual(Set(draws), [0, 1, 2])
  }

  func testTheEnvironmentNamesAStrategy() {
    XCTAssertEqual(ExplorationPlan.strategy("random"), .random())
    XCTAssertEqual(
      ExplorationPlan.strategy("random,count=5000,seed=7"), .random(count: 5000, seed: 7))
    XCTAssertEqual(ExplorationPlan.strategy("pct, count=9, depth=3"), .pct(count: 9, depth: 3))
    XCTAssertEqual(
      ExplorationPlan.strategy("deviations,upTo=2,limit=50"), .deviations(upTo: 2, limit: 50))
    XCTAssertEqual(ExplorationPlan.strategy("fifo"), .fifo)
    XCTAssertNotNil(ExplorationPlan.strategy("random,seed=random"))
    for text in ["", "lifo", "random,count", "random,count=x", "pct,limit=3", "fifo,count=2"] {
      XCTAssertNil(ExplorationPlan.strategy(text), text)
    }
  }

  /// Deviations run every schedule one choice away from first in, first out before any two
  /// away, each choice point in order, up to the limit.
  func testDeviationsAreEnumeratedFewestFirst() {
    let plan = ExplorationPlan(
      .deviations(upTo: 2, limit: 100),
      at: SourceCodeLocation(fileID: "A/B.swift", filePath: "", line: 1, column: 1),
      environment: [:])
    var schedule = ExplorationSchedule(plan)
    var seen: [String] = []
    while let next = schedule.next() {
      seen.append(next.choices.map { "\($0.point).\($0.index)" }.joined(separator: "+"))
      // Every run has three choice points of two, two and three legal jobs.
      let chooser = next.chooser
      for width in [2, 2, 3] {
        _ = chooser.choose(
          Array(repeating: ScheduleCandidate(isMain: false, task: nil), count: width))
      }
      schedule.record(chooser, choices: next.choices)
    }
    XCTAssertEqual(
      seen,
      [
        "", "1.1", "2.1", "3.1", "3.2", "1.1+2.1", "1.1+3.1", "1.1+3.2", "2.1+3.1", "2.1+3.2",
      ])
  }

  /// Random and PCT schedules depend on the seed and the schedule's number only.
  func testRandomAndPCTChoicesAreRepeatable() {
    func choices(_ mode: () -> ScheduleChooser.Mode) -> [Int] {
      let chooser = ScheduleChooser(mode())
      var picks: [Int] = []
      for step in 0..<50 {
        var candidates: [ScheduleCandidate] = []
        for offset in 0..<3 {
          let task = UInt(1 + (step + offset) % 5)
          candidates.append(ScheduleCandidate(isMain: offset == 0, task: task))
        }
        picks.append(chooser.choose(candidates))
      }
      return picks
    }
    let random = { ScheduleChooser.Mode.random(ScheduleGenerator(seed: 1, schedule: 4)) }
    XCTAssertEqual(choices(random), choices(random))
    let pct = {
      ScheduleChooser.Mode.pct(
        .init(depth: 3, expectedPoints: 50, generator: ScheduleGenerator(seed: 1, schedule: 4)))
    }
    XCTAssertEqual(choices(pct), choices(pct))
    XCTAssertNotEqual(choices(random), choices(pct))
  }
}
