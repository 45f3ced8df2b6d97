// What each name that swift-dependencies and ExhaustiveTesting both bring resolves to, in a test
// file that imports both (as every TCA 1.x test file moving to Exhaustive does). Each line that
// binds to an explicit type is checked by the compiler: if a name starts resolving elsewhere, the
// file no longer compiles. The names that do not compile unqualified (ambiguous) are pinned by
// scripts/beside-peers.sh, from Ambiguities/ and Goldens/ambiguities.txt.
import Dependencies
import ExhaustiveTesting
import XCTest

final class SharedNamesTests: XCTestCase {
  // The clocks: unqualified, ambiguous (both are generic over their duration; see
  // Goldens/ambiguities.txt); qualified, each side's.
  func testClocksQualified() {
    let ours = ExhaustiveTesting.TestClock()
    let theirs = Clocks.TestClock()
    let _: ExhaustiveTesting.TestClock<Duration> = ours
    let _: Clocks.TestClock<Duration> = theirs
    let _: ExhaustiveTesting.ImmediateClock<Duration> = ExhaustiveTesting.ImmediateClock()
    let _: ExhaustiveTesting.UnimplementedClock<Duration> = ExhaustiveTesting.UnimplementedClock()
    let _: Clocks.ImmediateClock<Duration> = Clocks.ImmediateClock()
    // The name a file writes is `ExhaustiveTesting.TestClock` (above); the runtime's name is the
    // internal target that declares it, which ExhaustiveTesting re-exports (Architecture.md).
    XCTAssertEqual(
      String(reflecting: type(of: ours)), "ExhaustiveTime.TestClock<Swift.Duration>")
    XCTAssertEqual(String(reflecting: type(of: theirs)), "Clocks.TestClock<Swift.Duration>")
  }

  // `UnimplementedClock()` alone still compiles unqualified, and is swift-clocks'.
  func testUnimplementedClockUnqualifiedIsSwiftClocks() {
    let clock = UnimplementedClock()
    let _: Clocks.UnimplementedClock<Duration> = clock
    XCTAssertEqual(
      String(reflecting: type(of: clock)), "Clocks.UnimplementedClock<Swift.Duration>")
  }

  // withMainSerialExecutor: unqualified, swift-concurrency-extras' (its hook is on inside);
  // qualified, ours (settle() has our queue to run).
  @MainActor
  func testWithMainSerialExecutorUnqualifiedIsConcurrencyExtras() async {
    var hookWasOn = false
    await withMainSerialExecutor {
      await Task.yield()
      hookWasOn = ConcurrencyExtras.uncheckedUseMainSerialExecutor
    }
    XCTAssertTrue(hookWasOn)
  }

  @MainActor
  func testWithMainSerialExecutorQualifiedIsOurs() async {
    let failures = await withExpectedFailures {
      await ExhaustiveTesting.withMainSerialExecutor {
        let task = Task { 42 }
        await settle()
        _ = await task.value
      }
    }
    XCTAssertEqual(failures, [])
  }

  // unimplemented: which one an unqualified call picks depends on the endpoint's shape. A
  // synchronous endpoint with a placeholder takes ours (its overload fits exactly); an async
  // endpoint takes IssueReporting's (its variadic overloads return async closures, ours a
  // synchronous one converted). Qualified, each is what it says.
  func testUnimplementedUnqualifiedSynchronousIsOurs() {
    let endpoint: @Sendable () -> Int = unimplemented("Client.count", placeholder: 0)
    let failures = withExpectedFailures { _ = endpoint() }
    XCTAssertEqual(failures, [Self.ourUnimplementedFailure])
  }

  func testUnimplementedUnqualifiedAsyncIsIssueReporting() async {
    let definedAt = #line + 1
    let endpoint: @Sendable () async throws -> Int = unimplemented("Client.fetch")
    let reporter = CapturingReporter()
    await withIssueReporters([reporter]) { _ = try? await endpoint() }
    XCTAssertEqual(
      reporter.messages,
      [
        """
        Unimplemented: Client.fetch …

          Defined in 'testUnimplementedUnqualifiedAsyncIsIssueReporting()' at:
            BesidePeersTests/SharedNamesTests.swift:\(definedAt)

          Invoked with:
            ()
        """
      ])
  }

  func testUnimplementedQualified() async {
    let ours: @Sendable () async throws -> Int = ExhaustiveTesting.unimplemented("Client.count")
    let failures = await withExpectedFailures { _ = try? await ours() }
    XCTAssertEqual(failures, [Self.ourUnimplementedFailure])
    let theirs: @Sendable () -> Int = IssueReporting.unimplemented(
      "Client.count", placeholder: 0)
    let reporter = CapturingReporter()
    withIssueReporters([reporter]) { _ = theirs() }
    XCTAssertEqual(reporter.messages.count, 1)
  }

  static let ourUnimplementedFailure = """
    Unimplemented: Client.count was called. If this test expects the call, override it in the \
    test's environment with an implementation.
    """

  // The qualified spellings the article gives for each ambiguous name compile, and mean ours.
  func testQualifiedSpellingsOfTheAmbiguousNames() {
    let immediate = ExhaustiveCore.AnySchedulerOf<DispatchQueue>.immediate
    let main = ExhaustiveCore.AnyScheduler(DispatchQueue.main)
    let _: ExhaustiveCore.AnySchedulerOf<DispatchQueue> = main
    let _: ExhaustiveCore.UIScheduler = ExhaustiveCore.UIScheduler.shared
    let uuid: ExhaustiveCore.UUIDGenerator = .incrementing
    let _: ExhaustiveTesting.UnimplementedFailure? = nil
    let _: Bool = ExhaustiveTesting.uncheckedUseMainSerialExecutor
    let _: ExhaustiveCore.AnySchedulerOf<DispatchQueue> = immediate
    XCTAssertEqual(uuid().uuidString, "00000000-0000-0000-0000-000000000000")
  }

  // `Task.never()` compiles unqualified: ExhaustiveCore's is disfavoured, so it is
  // swift-concurrency-extras'. Either throws once its task is cancelled.
  func testTaskNeverCompilesUnqualified() async {
    let task = Task { try await Task<Never, Never>.never() }
    task.cancel()
    let result = await task.result
    XCTAssertThrowsError(try result.get())
  }

  // Names only one side has compile unqualified and mean what they always meant.
  func testNamesOnlyOneSideHas() {
    let scheduler = DispatchQueue.testScheduler
    let _: ExhaustiveTesting.TestSchedulerOf<DispatchQueue> = scheduler
    let _: Dependencies.DependencyValues = DependencyValues()
    scheduler.advance()
  }
}

/// Collects what IssueReporting reports, so a test can pin the peer's own wording.
final class CapturingReporter: IssueReporting.IssueReporter, @unchecked Sendable {
  // Safe: every access holds `lock`.
  private let lock = NSLock()
  private var recorded: [String] = []
  var messages: [String] { lock.withLock { recorded } }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = message() ?? ""
    lock.withLock { recorded.append(text) }
  }
}
