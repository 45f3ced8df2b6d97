// Our scope-bound tools inside swift-concurrency-extras' withMainSerialExecutor (the one a file
// that imports Dependencies calls unqualified): each fails once, naming the clash and the fix.
import Dependencies
import ExhaustiveTesting
import Observation
import Testing
import XCTest

final class PeerMainSerialExecutorTests: XCTestCase {
  static let settleFailure = """
    settle() was called outside ExhaustiveTesting's withMainSerialExecutor while another main \
    serial executor is on: this withMainSerialExecutor is swift-concurrency-extras' \
    (swift-dependencies re-exports it, so in a file that imports Dependencies the unqualified \
    name is theirs), or its uncheckedUseMainSerialExecutor is on. settle() runs only the queue \
    of ExhaustiveTesting's scope, so here it has nothing to run. Write \
    `ExhaustiveTesting.withMainSerialExecutor { … }` (in Swift Testing, the .mainSerialExecutor \
    trait does the same).
    """

  static let harnessFailure = """
    ModelHarness.run was called outside ExhaustiveTesting's withMainSerialExecutor while another \
    main serial executor is on: this withMainSerialExecutor is swift-concurrency-extras' \
    (swift-dependencies re-exports it, so in a file that imports Dependencies the unqualified \
    name is theirs), or its uncheckedUseMainSerialExecutor is on. The harness cannot settle that \
    executor's tasks, so it runs each step in a serial scope of its own, which ends with the \
    step: tasks a step leaves waiting are cancelled, and later steps cannot resume them. Write \
    `ExhaustiveTesting.withMainSerialExecutor { … }` (in Swift Testing, the .mainSerialExecutor \
    trait does the same).
    """

  @MainActor
  func testSettleInsideTheirWithMainSerialExecutor() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        await settle()
      }
    }
    XCTAssertEqual(failures, [Self.settleFailure])
  }

  @MainActor
  func testSynchronousSettleInsideTheirSynchronousWithMainSerialExecutor() {
    let failures = withExpectedFailures {
      withMainSerialExecutor {
        settle()
      }
    }
    XCTAssertEqual(failures, [Self.settleFailure])
  }

  @MainActor
  func testHarnessInsideTheirWithMainSerialExecutorFailsOnceAndSettleAfterItToo() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let harness = ModelHarness(Counter())
        await harness.run {
          await $0.incrementAfterAHop()
        } expecting: {
          $0.count = 1
        }
        await harness.run {
          await $0.incrementAfterAHop()
        } expecting: {
          $0.count = 2
        }
        // The harness's own scope took the runtime's hook over; settle() still says whose
        // withMainSerialExecutor this is.
        await settle()
      }
    }
    XCTAssertEqual(failures, [Self.harnessFailure, Self.settleFailure])
  }

  @MainActor
  func testOursInsideTheirsWorks() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        await ExhaustiveTesting.withMainSerialExecutor {
          let harness = ModelHarness(Counter())
          await harness.run {
            await $0.incrementAfterAHop()
          } expecting: {
            $0.count = 1
          }
          await settle()
        }
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor
  func testSettleOutsideAnyScopeStillSaysSoWhenNoOtherExecutorIsOn() async {
    // Their scope ends by restoring its previous state; with our hook set before, theirs stays
    // on (it restores "on" as its own hook). Our next scope takes the hook back.
    await ExhaustiveTesting.withMainSerialExecutor {}
    let failures = await withExpectedFailures { await settle() }
    XCTAssertEqual(
      failures,
      [
        """
        settle() was called outside withMainSerialExecutor, so there is no queue to run. Wrap \
        the test in withMainSerialExecutor { … }.
        """
      ])
  }
}

@MainActor @Observable
final class Counter {
  var count = 0
  func incrementAfterAHop() async {
    await Task { count += 1 }.value
  }
}

// The same in Swift Testing, where the failure belongs to the test by its task.
@Suite struct PeerMainSerialExecutorSwiftTestingTests {
  @Test @MainActor func settleInsideTheirWithMainSerialExecutor() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        await settle()
      }
    }
    #expect(failures == [PeerMainSerialExecutorTests.settleFailure])
  }

  @Test @MainActor func harnessInsideTheirWithMainSerialExecutor() async {
    let failures = await withExpectedFailures {
      await withMainSerialExecutor {
        let harness = ModelHarness(Counter())
        await harness.run {
          await $0.incrementAfterAHop()
        } expecting: {
          $0.count = 1
        }
        await settle()
      }
    }
    #expect(
      failures == [
        PeerMainSerialExecutorTests.harnessFailure, PeerMainSerialExecutorTests.settleFailure,
      ])
  }
}
