// Not part of any target (see TestsImportingDependencies.swift). A file that imports
// Dependencies (which re-exports ConcurrencyExtras) and ExhaustiveConcurrency sees nearly every
// swift-concurrency-extras name twice: import one of the two, not both.
import Dependencies
import ExhaustiveConcurrency
import Foundation

func ambiguousWithExhaustiveConcurrency() async throws {
  _ = LockIsolated(0)
  _ = ActorIsolated(0)
  _ = UncheckedSendable(0)
  _ = AnyHashableSendable(1)
  await Task.megaYield()
  _ = AsyncStream<Int>.never
  _ = AsyncStream<Int>.finished
}
