#if canImport(Testing)
  import ExhaustiveCore
  import ExhaustiveTesting
  import Foundation
  import Testing

  /// A stall found by the scope's pump (a main queue block, outside the test's task) is recorded
  /// as one issue of the test that opened the scope, which then fails.
  ///
  /// `withKnownIssue` only sees issues recorded in its test's context: an issue recorded against
  /// no test (the old behaviour, "Test «unknown» recorded an issue") escapes it and fails the run,
  /// and so would the API misuse Swift Testing records when the test's task is cancelled from
  /// outside the test.
  @Suite struct MainSerialExecutorSwiftTestingFailureTests {
    @Test(arguments: [Duration.zero, .milliseconds(10)])
    @MainActor
    func aStallIsOneIssueOfTheTest(stallTimeout: Duration) async {
      let issues = IssueLog()
      await withKnownIssue {
        await withMainSerialExecutor(stallTimeout: stallTimeout) {
          // The test's own task awaits what only the test could feed.
          for await _ in AsyncStream<Int>(unfolding: { await neverAnswers() }) {}
        }
      } matching: { issue in
        issues.append(issue)
        return true
      }
      #expect(
        issues.comments == [
          """
          The test is suspended inside withMainSerialExecutor and nothing arrived to resume it \
          within the stall timeout (\(stallTimeout == .zero ? "0 seconds" : "10 milliseconds")); no task started in the scope is alive, so what it \
          awaits is outside the scope's sight.

          A task sleeping in real time (Task.sleep, ContinuousClock) longer than the stall timeout \
          waits where the scope cannot advance it: give the model a clock, and the test a TestClock, or \
          pass a longer stallTimeout. Otherwise it awaits what nothing will deliver: feed what it awaits \
          (a stream, a continuation). The scope's tasks were cancelled so the test can go on.
          """
        ])
      // Recorded by the library, not an API misuse nor a system issue.
      #expect(issues.kinds == ["Issue recorded"])
    }

    @Test @MainActor func aStalledTaskIsNamedInTheTestsIssue() async {
      let issues = IssueLog()
      let (stream, _) = AsyncStream.makeStream(of: Int.self)
      let line = #line + 4
      await withKnownIssue {
        await withMainSerialExecutor(stallTimeout: .zero) {
          // The task is created on the line `line` names.
          let task = Task { for await _ in stream {} }
          await task.value
        }
      } matching: { issue in
        issues.append(issue)
        return true
      }
      #expect(
        issues.comments == [
          """
          The test is suspended inside withMainSerialExecutor, but nothing queued can resume it: \
          it awaits work that waits on the test.

          1 task is suspended and nothing queued can resume them:
            • a task created in closure #1 in closure #1 in \
          MainSerialExecutorSwiftTestingFailureTests.aStalledTaskIsNamedInTheTestsIssue() at \
          MainSerialExecutorSwiftTestingFailureTests.swift:\(line)

          Feed what they await (a stream, a continuation), or cancel them before awaiting. A task \
          sleeping in real time (Task.sleep, ContinuousClock) waits where the scope cannot advance \
          it: give the model a clock, and the test a TestClock. The scope's tasks were cancelled so \
          the test can go on.
          """
        ])
    }
  }

  /// Waits until its task is cancelled; then returns nil, which ends the stream.
  private func neverAnswers() async -> Int? {
    let (stream, _) = AsyncStream.makeStream(of: Int.self)
    for await value in stream { return value }
    return nil
  }

  /// The issues a `withKnownIssue` matcher saw (it may run on any thread).
  private final class IssueLog: @unchecked Sendable {
    // Unchecked: `issues` is only touched under `lock`.
    private let lock = NSLock()
    private var issues: [Issue] = []

    func append(_ issue: Issue) { lock.withLock { issues.append(issue) } }

    var comments: [String] {
      lock.withLock { issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
    }

    var kinds: [String] {
      lock.withLock { issues.map { "\($0.kind)" } }
    }
  }
#endif
