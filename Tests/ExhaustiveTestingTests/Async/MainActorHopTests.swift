import ExhaustiveTesting
import Testing
import XCTest

/// Effects that call `@MainActor` code leave the store's executor and come back: the store gives
/// the main actor a turn before it decides the effects are stalled.
final class MainActorHopTests: XCTestCase {
  func testAnEffectThatHopsToTheMainActorFromAnAsyncTest() async {
    let store = AsyncFixture().makeStore(load: { await mainActorGreeting() })
    await store.send(.load)
    await store.receive(.loaded("hello from the main actor")) {
      $0.loaded = "hello from the main actor"
    }
  }

  @MainActor
  func testAnEffectThatHopsToTheMainActorFromAMainActorTest() async {
    let store = AsyncFixture().makeStore(load: { await mainActorGreeting(hops: 3) })
    let task = await store.send(.load)
    await task.finish()
    await store.receive(.loaded("hello from the main actor")) {
      $0.loaded = "hello from the main actor"
    }
  }
}

@Suite struct MainActorHopSwiftTestingTests {
  @Test func anEffectThatHopsToTheMainActor() async {
    let store = AsyncFixture().makeStore(load: { await mainActorGreeting() })
    await store.send(.load)
    await store.receive(.loaded("hello from the main actor")) {
      $0.loaded = "hello from the main actor"
    }
  }

  @Test @MainActor func anEffectThatHopsToTheMainActorFromTheMainActor() async {
    let store = AsyncFixture().makeStore(load: { await mainActorGreeting(hops: 3) })
    await store.send(.load)
    await store.finish()
    await store.receive(.loaded("hello from the main actor")) {
      $0.loaded = "hello from the main actor"
    }
  }
}

/// Goes back and forth between the effect's executor and the main actor `hops` times.
private func mainActorGreeting(hops: Int = 1) async -> String {
  for _ in 1..<hops { _ = await onMainActor() }
  return await onMainActor()
}

@MainActor
private func onMainActor() -> String {
  "hello from the main actor"
}
