import ExhaustiveCore
import Foundation
import XCTest

@testable import ExhaustiveSerialExecutor
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// Runs `body` inside an exploring scope and returns the failures reported, instead of
/// reporting them.
///
/// One call site for every exploration of the corpus: a replay token names the scope by its
/// file and line, so the replay runs here too.
@MainActor
func explore(
  _ schedules: Schedules, environment: [String: String] = [:],
  _ body: @MainActor () async -> Void
) async -> [String] {
  await ExplorationPlan.$testEnvironment.withValue(environment) {
    await withExpectedFailures {
      await withMainSerialExecutor(schedules: schedules) { await body() }
    }
  }
}

/// The token of the replay command in `failure`.
func replayToken(in failure: String) -> String? {
  guard let start = failure.range(of: "EXHAUSTIVE_SCHEDULE=") else { return nil }
  return String(failure[start.upperBound...].prefix { !$0.isWhitespace })
}

/// Checks what the issue asks of every bug of the corpus, and returns the failure the default
/// strategy found:
/// - first in, first out, the buggy version passes (the blind spot);
/// - the default strategy, `.random()`, finds it within its default count;
/// - its replay token reproduces the same failure, text for text;
/// - the fixed version passes every schedule of random, PCT and two deviations.
@MainActor
@discardableResult
func checkCorpusBug(
  buggy: @MainActor () async -> Void,
  fixed: @MainActor () async -> Void,
  file: StaticString = #filePath, line: UInt = #line
) async -> String? {
  let fifo = await explore(.fifo, buggy)
  XCTAssertEqual(
    fifo, [], "first in, first out must pass the buggy version", file: file, line: line)
  let found = await explore(.random(), buggy)
  XCTAssertEqual(found.count, 1, "the default strategy must find it", file: file, line: line)
  guard let failure = found.first, let token = replayToken(in: failure) else {
    XCTFail("no failure with a replay token: \(found)", file: file, line: line)
    return nil
  }
  XCTAssert(failure.hasPrefix("Schedule "), failure, file: file, line: line)
  let replayed = await explore(.random(), environment: ["EXHAUSTIVE_SCHEDULE": token], buggy)
  XCTAssertEqual(replayed, found, "the replay must reproduce the failure", file: file, line: line)
  for schedules in [Schedules.random(), .pct(), .deviations(upTo: 2)] {
    let failures = await explore(schedules, fixed)
    XCTAssertEqual(failures, [], "the fix must pass \(schedules)", file: file, line: line)
  }
  return failure
}

/// How many schedules `schedules` runs before the first failing one of `body` (nil: none
/// fails), read from the failure's header.
@MainActor
func firstFailingSchedule(_ schedules: Schedules, _ body: @MainActor () async -> Void) async
  -> Int?
{
  let failures = await explore(schedules, body)
  guard let failure = failures.first, failure.hasPrefix("Schedule ") else { return nil }
  return Int(failure.dropFirst("Schedule ".count).prefix { $0.isNumber })
}
