import ExhaustiveTesting
import Observation
import XCTest

@MainActor
@Observable
private final class CounterModel {
  var count = 0
  var fact: String?
  var factTask: Task<String, Never>?
  var log: [String] = []
  @ObservationIgnored var numberFact: @Sendable (Int) async -> String = { "\($0) is a number." }

  func incrementButtonTapped() {
    count += 1
    fact = nil
  }

  func startFact() {
    let count = count
    factTask = Task { [numberFact] in await numberFact(count) }
  }

  func getFact() async {
    let task = Task { [numberFact, count] in await numberFact(count) }
    factTask = task
    fact = await task.value
    factTask = nil
  }
}

// Sync `@MainActor` test methods crash XCTest's discovery on Linux: each test is async.
final class ModelHarnessTests: XCTestCase {
  @MainActor func testAStepThatChangesWhatItDescribesPasses() async {
    let failures = await withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 1
      }
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count += 1
      }
      await harness.run {
        await $0.getFact()
      } expecting: {
        $0.fact = "2 is a number."
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testAChangeTheStepDoesNotDescribeFails() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run {
        $0.incrementButtonTapped()
        $0.log.append("tapped")
      } expecting: {
        $0.count = 1
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          CounterModel(
            count: 1,
            fact: nil,
            factTask: nil,
        −   log: []
        +   log: [
        +     "tapped",
        +   ]
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.count = 1
            $0.log = ["tapped"]
          }
        """
      ])
  }

  @MainActor func testAWrongExpectedValueFails() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 2
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          CounterModel(
        −   count: 2,
        +   count: 1,
            fact: nil,
            factTask: nil,
            log: []
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.count = 1
          }
        """
      ])
  }

  @MainActor func testAStepWithoutExpectationsMustChangeNothing() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run { $0.log.append("a") }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          CounterModel(
            count: 0,
            fact: nil,
            factTask: nil,
        −   log: []
        +   log: [
        +     "a",
        +   ]
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.log = ["a"]
          }
        """
      ])
  }

  @MainActor func testTheExpectationIsUndoneBeforeTheStepRuns() async {
    let model = CounterModel()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run {
        XCTAssertEqual($0.count, 0)
      } expecting: {
        $0.count = 5
      }
    }
    XCTAssertEqual(model.count, 0)
    XCTAssertEqual(failures.count, 1)
  }

  @MainActor func testChangesBetweenStepsFailAtTheNextStep() async {
    let model = CounterModel()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      model.count = 7
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 8
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The model changed outside a step, after the last one: …

          CounterModel(
        −   count: 0,
        +   count: 7,
            fact: nil,
            factTask: nil,
            log: []
          )

        (Before: −, After: +)

        Make the change inside a step, so it is asserted: harness.run { … } expecting: { … }.
        """
      ])
  }

  @MainActor func testChangesAfterTheLastStepFailWhenTheHarnessIsReleased() async {
    let model = CounterModel()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 1
      }
      model.fact = "late"
    }
    XCTAssertEqual(
      failures,
      [
        """
        The model changed after the last step, and no step asserted it: …

          CounterModel(
            count: 1,
        −   fact: nil,
        +   fact: "late",
            factTask: nil,
            log: []
          )

        (Before: −, After: +)

        Assert it with one more step (harness.run { _ in await settle() } expecting: { … }), \
        or accept it with harness.skipChanges().
        """
      ])
  }

  @MainActor func testSkipChangesAcceptsWhatChanged() async {
    let model = CounterModel()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      model.count = 3
      harness.skipChanges()
      harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 4
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testExpectChangeDescribesValuesTheTestCannotWrite() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run {
        $0.startFact()
      } expecting: {
        $0.expectChange(\.factTask) { $0 != nil }
      }
      harness.run {
        $0.factTask = nil
      } expecting: {
        $0.factTask = nil
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testExpectChangeFailsWhenNothingChanged() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run { _ in
      } expecting: {
        $0.expectChange(\.factTask)
      }
    }
    XCTAssertEqual(
      failures,
      [
        #"""
        Expected \CounterModel.<computed (Optional<Task<String, Never>>)> to change, but it is still nil.

        To accept the actual behaviour, remove the step's `expecting:` closure: the step changes nothing.
        """#
      ])
  }

  @MainActor func testExpectChangeFailsWhenThePredicateRejectsTheValue() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      harness.run {
        $0.count = 3
      } expecting: {
        $0.expectChange(\.count) { $0.isMultiple(of: 2) }
      }
    }
    XCTAssertEqual(
      failures,
      [
        #"""
        \CounterModel.count changed to 3, which does not satisfy the expectation.

        To accept the actual behaviour, write:

          expecting: {
            $0.count = 3
          }
        """#
      ])
  }

  @MainActor func testANewTaskThatPrintsLikeTheOldOneIsAChange() async {
    let model = CounterModel()
    model.startFact()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run { $0.startFact() }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          CounterModel(
            count: 0,
            fact: nil,
            // Values differ (==) but print the same. Look for NaN, a custom ==, or hidden state.
            factTask: Task<String, Never>(
              _task: (Opaque Value)
            ),
            log: []
          )

        (Expected: −, Actual: +)

        The property that differs but prints the same: factTask. A property holding something \
        the model does not own (a dependency, a clock, a task) is not state: in an @Observable \
        class, mark it @ObservationIgnored.

        To accept the actual behaviour, write:

          expecting: {
            $0.expectChange(\\.factTask)
          }
        """
      ])
  }

  @MainActor func testAnObservableModelIsAssertedOnWhatItObserves() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      // `numberFact` is `@ObservationIgnored`: a dependency, not state the view observes.
      harness.run { $0.numberFact = { _ in "replaced" } }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testAThrowingExpectationIsReported() async {
    struct Oops: Error {}
    let failures = withExpectedFailures {
      let harness = ModelHarness(CounterModel())
      // The error is reported as a failure, not rethrown; `try` is only the closure's type.
      try? harness.run {
        $0.incrementButtonTapped()
      } expecting: {
        $0.count = 1
        throw Oops()
      }
    }
    XCTAssertEqual(failures, ["Threw error: Oops()"])
  }
}

@MainActor
private final class Thermostat {
  var target = 20 {
    didSet { adjustments += 1 }
  }
  var adjustments = 0
}

@MainActor
private class Device {
  var name = "hall"
}

@MainActor
private final class Lamp: Device {
  var isOn = false
  let settings = Settings()

  final class Settings {
    var brightness = 50
  }
}

final class ModelHarnessPlainClassTests: XCTestCase {
  @MainActor func testPlainClassesListSuperclassPropertiesFirst() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(Lamp())
      harness.run { $0.name = "porch" }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          Lamp(
        −   name: "hall",
        +   name: "porch",
            isOn: false,
            settings: Lamp.Settings(…)
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.name = "porch"
          }
        """
      ])
  }

  @MainActor func testAChangeInsideAnObjectThePropertyHoldsIsAChange() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(Lamp())
      harness.run { $0.settings.brightness = 80 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          Lamp(
            name: "hall",
            isOn: false,
            settings: Lamp.Settings(
        −     brightness: 50
        +     brightness: 80
            )
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.settings.brightness = 80
          }
        """
      ])
  }

  /// The expecting closure describes; it never writes the model, so a setter's `didSet` does
  /// not run while the test describes the state.
  @MainActor func testDescribingNeverRunsSetters() async {
    let model = Thermostat()
    let failures = withExpectedFailures {
      let harness = ModelHarness(model)
      harness.run {
        $0.target = 21
      } expecting: {
        $0.target = 21
        $0.adjustments = 1
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(model.adjustments, 1)
  }
}
