import ExhaustiveConcurrency
import XCTest

final class ResultTests: XCTestCase {
  struct SomeError: Error, Equatable {}

  func fact(_ number: Int) async throws -> Int {
    guard number == 42 else { throw SomeError() }
    return number
  }

  func typedFact(_ number: Int) async throws(SomeError) -> Int {
    guard number == 42 else { throw SomeError() }
    return number
  }

  func alwaysFails() async throws(SomeError) -> Int {
    throw SomeError()
  }

  func testSuccessAndFailure() async throws {
    let success = await Result { try await fact(42) }
    XCTAssertEqual(try success.get(), 42)

    let failure = await Result { try await fact(0) }
    XCTAssertThrowsError(try failure.get()) { XCTAssertEqual($0 as? SomeError, SomeError()) }
  }

  func testTypedThrowsGiveATypedFailure() async {
    let result = await Result { () async throws(SomeError) -> Int in try await typedFact(0) }
    let typed: Result<Int, SomeError> = result
    XCTAssertEqual(typed, .failure(SomeError()))

    let inferred = await Result(catching: alwaysFails)
    XCTAssertEqual(inferred, .failure(SomeError()))
  }

  /// The closure runs on the caller's actor, so it may capture the actor's state.
  @MainActor
  func testANonSendableClosureFromTheMainActor() async {
    final class Log { var lines: [String] = [] }
    let log = Log()
    let result = await Result { () async throws -> Int in
      log.lines.append("ran")
      return 1
    }
    XCTAssertEqual(try result.get(), 1)
    XCTAssertEqual(log.lines, ["ran"])
  }
}
