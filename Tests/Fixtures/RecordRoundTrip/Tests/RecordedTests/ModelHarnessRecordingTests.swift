// swift-format-ignore-file
// The steps are written as users write them, one-line closures included.
import ExhaustiveTesting
import XCTest

// Wrong or missing `expecting:` closures on purpose: a recording run rewrites them (compare
// Goldens/ModelHarnessRecordingTests.swift.golden). Each test is async: sync `@MainActor` test
// methods crash XCTest's discovery on Linux.
final class ModelHarnessRecordingTests: XCTestCase {
  @MainActor func testAWrongClosure() async {
    let harness = ModelHarness(ScoreModel())
    harness.run { $0.increment() } expecting: {
      $0.count = 5
    }
  }

  @MainActor func testAMissingClosure() async {
    let harness = ModelHarness(ScoreModel())
    harness.run { $0.increment() }
    harness.run { $0.increment() }
  }

  @MainActor func testAnAsyncStep() async {
    let harness = ModelHarness(ScoreModel())
    await harness.run {
      await $0.load()
    } expecting: {
      $0.title = "Loading"
    }
  }

  @MainActor func testAClosureForAStepThatChangesNothing() async {
    let harness = ModelHarness(ScoreModel())
    harness.run { $0.nothing() } expecting: {
      $0.count = 1
    }
  }

  @MainActor func testArgumentsInParentheses() async {
    let harness = ModelHarness(ScoreModel())
    harness.run({ $0.increment() }, expecting: { $0.count = 7 })
    harness.run({ $0.increment() })
  }

  @MainActor func testAChildModel() async {
    let harness = ModelHarness(ScoreModel())
    harness.run {
      $0.rename()
    } expecting: {
      $0.detail.name = "Draft"
    }
  }

  @MainActor func testChildModelsInAnOptionalADictionaryAndAnEnumCase() async {
    let harness = ModelHarness(ShelfModel())
    harness.run { $0.edit() }
  }

  @MainActor func testSeveralStepsInOneTest() async {
    let harness = ModelHarness(ScoreModel())
    harness.run { $0.increment() } expecting: {
      $0.count = 1
    }
    await harness.run { await $0.load() }
    harness.run { $0.increment() } expecting: {
      $0.count += 2
    }
  }
}
