import XCTest

@testable import ExhaustiveCore

/// Starts, completes and cancels many effects from several threads at once. Run it under the
/// thread sanitizer: `swift test --sanitize=thread --filter CancellationStressTests`.
final class CancellationStressTests: XCTestCase {
  func testTenThousandMergedEffectsStartedAndCancelledFromSeveralThreads() {
    let context = EffectContext()
    let registry = context.cancellations
    let ids = 64
    let effectsPerMerge = 500
    let merges = 20  // 10,000 effects in all

    // A mix: effects that complete while starting, complete later on another thread, or never
    // complete until cancelled, all registered under a shared set of ids.
    let effects = (0..<(merges * effectsPerMerge)).map { index -> Effect<Int, Never> in
      let body: Effect<Int, Never>
      switch index % 3 {
      case 0:
        body = Effect(value: index)
      case 1:
        body = .run { subscriber in
          DispatchQueue.global().async {
            subscriber.send(index)
            subscriber.send(completion: .finished)
          }
          return SendableCancellable {}
        }
      default:
        body = .run { _ in SendableCancellable {} }
      }
      return body.cancellable(id: index % ids, cancelInFlight: index % 5 == 0)
    }

    let subscriptions = Lock<[SendableCancellable]>([])
    let completions = Lock(0)
    DispatchQueue.concurrentPerform(iterations: merges * 2) { worker in
      if worker % 2 == 0 {
        let slice = effects[(worker / 2 * effectsPerMerge)..<((worker / 2 + 1) * effectsPerMerge)]
        let subscription = Effect.merge(slice).subscribe(
          in: context,
          receiveCompletion: { _ in completions.withLock { $0 += 1 } },
          receiveValue: { _ in }
        )
        subscriptions.withLock { $0.append(subscription) }
      } else {
        for id in stride(from: worker % ids, to: ids, by: 3) {
          registry.cancel(id: CancelID(id))
        }
      }
    }
    let all = subscriptions.withLock { $0 }
    XCTAssertEqual(all.count, merges)
    DispatchQueue.concurrentPerform(iterations: all.count) { all[$0].cancel() }

    XCTAssertEqual(registry.count, 0)
    XCTAssertEqual(registry.ids, [])
    // Cancelled subscriptions end without callbacks, so at most every merge completed once.
    XCTAssertLessThanOrEqual(completions.value, merges)
  }

  func testStartAndCancelByIdRaceLeavesNothingRegistered() {
    let context = EffectContext()
    let ended = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<500 {
        if worker % 2 == 0 {
          let subscription = Effect<Int, Never>.run { _ in SendableCancellable {} }
            .cancellable(id: round % 4, cancelInFlight: true)
            .subscribe(
              in: context,
              receiveCompletion: { _ in ended.withLock { $0 += 1 } },
              receiveValue: { _ in }
            )
          // Keep the effect running until its id is cancelled by someone.
          withExtendedLifetime(subscription) {
            context.cancellations.cancel(id: CancelID((round + 1) % 4))
          }
        } else {
          context.cancellations.cancel(id: CancelID(round % 4))
        }
      }
    }
    XCTAssertEqual(context.cancellations.count, 0)
    XCTAssertLessThanOrEqual(ended.value, 2_000)
  }
}
