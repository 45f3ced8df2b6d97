// Not part of any target: scripts/beside-peers.sh type-checks this file against the fixture's
// build and compares the errors with Goldens/ambiguities.txt. Each line below is a name a test
// file that imports both Dependencies and ExhaustiveTesting cannot use unqualified: the compiler
// finds it in both (the article says what to write instead).
import Dependencies
import ExhaustiveTesting
import Foundation

@MainActor
func ambiguousInTests() async throws {
  _ = TestClock()
  _ = ImmediateClock()
  let _: TestClock<Duration>? = nil
  _ = DispatchQueue.test
  _ = DispatchQueue.immediate
  _ = DispatchQueue.unimplemented
  let _: AnySchedulerOf<DispatchQueue>? = nil
  _ = DispatchQueue.main.eraseToAnyScheduler()
  _ = UIScheduler.shared
  _ = UUID(1)
  let _: UnimplementedFailure? = nil
  _ = uncheckedUseMainSerialExecutor
  let _: (any IssueReporter)? = nil
  let _: UUIDGenerator? = nil
}
