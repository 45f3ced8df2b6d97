import Foundation
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTestRuntime
@testable import ExhaustiveTesting

/// The record-mode matrix, walked: under record mode every failure kind of every tool ends with
/// `Recorded: …` or `Not recorded:` and its reason; outside record mode nothing is added.
final class RecordingMatrixTests: XCTestCase {
  /// Each kind whose tool writes no section of its own gets its row's reason, whole; the rows
  /// whose tools write their own section are told apart by `opening == nil`.
  func testEveryRowWithAnOpeningEndsWithItsOutcome() {
    for row in RecordingMatrix.rows {
      XCTAssertTrue(
        row.outcome.hasPrefix("Recorded: ") || row.outcome.hasPrefix("Not recorded: "),
        row.failure)
      guard let opening = row.opening else { continue }
      let message = opening + " (the rest of the message)"
      let recorded = RecordMode.$expectations.withValue(.failures) {
        RecordingMatrix.completed(message)
      }
      XCTAssertEqual(recorded, message + "\n\n" + row.outcome, row.failure)
      let notRecording = RecordMode.$expectations.withValue(.never) {
        RecordingMatrix.completed(message)
      }
      XCTAssertEqual(notRecording, message, row.failure)
    }
  }

  /// A message that already says what record mode did is left alone: one verdict per failure.
  func testAMessageThatSaysWhetherItWasRecordedIsLeftAlone() {
    for message in [
      "State change … \n\nRecorded: re-run the test. (A.swift:3 was rewritten.)",
      "Received … \n\nNot recorded: the step matches with a predicate …",
    ] {
      let completed = RecordMode.$expectations.withValue(.failures) {
        RecordingMatrix.completed(message)
      }
      XCTAssertEqual(completed, message)
    }
  }

  func testTheExactReasons() {
    let recorded = RecordMode.$expectations.withValue(.failures) {
      [
        "Unimplemented: Client.fetch was called.",
        "withMainSerialExecutor ended while 1 task is still running …",
        "Something else failed.",
        "2 cancellable effects are still running (cancellation ids: \"a\", \"b\").",
      ].map(RecordingMatrix.completed)
    }
    XCTAssertEqual(
      recorded,
      [
        """
        Unimplemented: Client.fetch was called.

        Not recorded: a dependency the test left unimplemented was called: only the test's \
        author knows what it should return. The file is unchanged: override it, or remove the \
        call.
        """,
        """
        withMainSerialExecutor ended while 1 task is still running …

        Not recorded: a task still running is not an expectation the test wrote, and only its \
        author knows whether it should be resumed or cancelled. The file is unchanged: end it \
        as described above.
        """,
        """
        Something else failed.

        Not recorded: it is not an expectation written in the test's source, so there is \
        nothing to rewrite. The file is unchanged: fix it as described above.
        """,
        """
        2 cancellable effects are still running (cancellation ids: "a", "b").

        Not recorded: an effect left running is not an expectation the test wrote, and only its \
        author knows whether it should finish or be cancelled. The file is unchanged: end it as \
        described above.
        """,
      ])
  }

  /// `finish()` with an effect still running, on a recording store: the stall says why it is not
  /// recorded.
  func testFinishWithAnEffectStillRunningSaysWhyItIsNotRecorded() async {
    let fixture = AsyncFixture()
    let store = fixture.makeStore()
    store.record = .failures
    await store.send(.listen, line: 1)
    let failures = await withExpectedFailures {
      await store.finish(line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected all effects to finish, but they are stalled.

        1 effect is suspended and no sleeper is pending on a test clock. Nothing queued can \
        resume them: feed what they await (a stream, a continuation) or cancel them.

        Running effects:
          effect #1, started by send AsyncAction.listen (RecordingMatrixTests.swift:1), \
        cancellation id: ListenID()

        Timeline:
          send AsyncAction.listen (RecordingMatrixTests.swift:1)
            effect #1 started, cancellation id: ListenID()
          finish (RecordingMatrixTests.swift:2)

        Not recorded: an effect still running is not an expectation the test wrote, and only \
        its author knows whether it should finish or be cancelled. The file is unchanged: end \
        it as described above.
        """
      ])
    await store.send(.stopListening)
  }

  /// `withMainSerialExecutor` ending with a task still running, under record mode.
  @MainActor
  func testASerialScopeEndingWithATaskRunningSaysWhyItIsNotRecorded() async {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    var line = 0
    let failures = await RecordMode.$expectations.withValue(.failures) {
      await withExpectedFailures {
        await withMainSerialExecutor {
          line = listen(to: stream)
          await settle()
        }
      }
    }
    continuation.finish()
    XCTAssertEqual(
      failures,
      [
        """
        withMainSerialExecutor ended while 1 task is still running (suspended with nothing \
        queued to resume them):
          • a task created in RecordingMatrixTests.listen(to:) at \
        RecordingMatrixTests.swift:\(line)

        Feed what they await (a stream, a continuation), or cancel them before the scope ends. \
        A task sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot \
        advance it: give the model a clock, and the test a TestClock. Pass \
        allowsUnfinishedTasks: true to leave them running. They were cancelled.

        Not recorded: a task still running is not an expectation the test wrote, and only its \
        author knows whether it should be resumed or cancelled. The file is unchanged: end it \
        as described above.
        """
      ])
  }

  /// Starts a task that waits on `stream`; returns the line that creates it.
  @MainActor
  private func listen(to stream: AsyncStream<Int>) -> Int {
    Task { for await _ in stream {} }
    return #line - 1
  }
}

/// The record-mode article's matrix is the code's: one table row per failure kind.
final class RecordingMatrixArticleTests: XCTestCase {
  static var table: String {
    (["| Tool | Failure | Under record mode |", "|---|---|---|"]
      + RecordingMatrix.rows.map { "| \($0.tool) | \($0.failure) | \($0.outcome) |" })
      .joined(separator: "\n")
  }

  func testTheArticleShowsTheMatrix() throws {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Documentation/Exhaustive.docc/RecordingExpectations.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    XCTAssertTrue(text.contains(Self.table + "\n"), "The article's table should be:\n" + Self.table)
  }
}
