import XCTest

@testable import ExhaustiveCore

final class EffectAsyncTests: CancellationCheckedTestCase {
  func testTaskEmitsWhatTheOperationReturnsThenFinishes() {
    let done = expectation(description: "finished")
    let recorder = EffectRecorder()
    let cancellable = Effect<Int, Never>.task {
      await Task.yield()
      return 42
    }
    .subscribe(
      in: recorder.context,
      receiveCompletion: { _ in
        recorder.append("finished")
        done.fulfill()
      },
      receiveValue: { recorder.append("\($0)") }
    )
    wait(for: [done], timeout: 5)
    XCTAssertEqual(recorder.events, ["42", "finished"])
    _ = cancellable
  }

  func testRunSendsEveryOutputInOrder() {
    let done = expectation(description: "finished")
    let recorder = EffectRecorder()
    let cancellable = Effect<Int, Never>.run { send in
      for value in 1...3 { await send(value) }
    }
    .subscribe(
      in: recorder.context,
      receiveCompletion: { _ in
        recorder.append("finished")
        done.fulfill()
      },
      receiveValue: { recorder.append("\($0)") }
    )
    wait(for: [done], timeout: 5)
    XCTAssertEqual(recorder.events, ["1", "2", "3", "finished"])
    _ = cancellable
  }

  func testCancellingATaskCancelsItAndDropsItsResult() {
    let started = expectation(description: "started")
    let ended = expectation(description: "operation returned")
    let sawCancellation = Lock(false)
    let recorder = EffectRecorder()
    let cancellable = recorder.start(
      Effect<Int, Never>.task {
        started.fulfill()
        try? await Task.sleep(for: .seconds(60))
        sawCancellation.withLock { $0 = Task.isCancelled }
        ended.fulfill()
        return 1
      })
    wait(for: [started], timeout: 5)
    cancellable.cancel()
    wait(for: [ended], timeout: 5)
    XCTAssertTrue(sawCancellation.value)
    XCTAssertEqual(recorder.events, [])
  }

  func testCancellingARunByIdEndsItQuietlyAndDropsLaterSends() {
    let firstSent = expectation(description: "first output")
    let ended = expectation(description: "operation returned")
    let recorder = EffectRecorder()
    let effect = Effect<Int, Never>.run { send in
      await send(1)
      try? await Task.sleep(for: .seconds(60))
      await send(2)
      ended.fulfill()
    }
    let cancellable = effect.cancellable(id: "timer").subscribe(
      in: recorder.context,
      receiveCompletion: { _ in recorder.append("finished") },
      receiveValue: {
        recorder.append("\($0)")
        firstSent.fulfill()
      }
    )
    wait(for: [firstSent], timeout: 5)
    _ = recorder.start(Effect<Int, Never>.cancel(id: "timer"))
    wait(for: [ended], timeout: 5)
    XCTAssertEqual(recorder.events, ["1", "finished", "finished"])
    XCTAssertEqual(recorder.registry.count, 0)
    _ = cancellable
  }

  func testAsyncEffectsSpawnThroughTheContextSpawner() {
    let spawned = Lock(0)
    let done = expectation(description: "finished")
    done.expectedFulfillmentCount = 2
    let spawner = TaskSpawner { operation in
      spawned.withLock { $0 += 1 }
      return Task { await operation() }
    }
    let context = EffectContext(spawner: spawner)
    let effects = [
      Effect<Int, Never>.task { 1 },
      Effect<Int, Never>.run { send in await send(2) },
    ]
    let cancellables = effects.map {
      $0.subscribe(in: context, receiveCompletion: { _ in done.fulfill() }, receiveValue: { _ in })
    }
    wait(for: [done], timeout: 5)
    XCTAssertEqual(spawned.value, 2)
    _ = cancellables
  }
}
