import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import XCTest

/// How values are chosen, overridden, captured and shared.
final class DependencyTests: XCTestCase {
  func testATestReadsTheKeysTestValue() {
    @Dependency(\.greeting) var greeting
    XCTAssertEqual(greeting.greet("Blob"), "Test hello, Blob.")
  }

  func testTheContextIsTestInATestRunner() {
    @Dependency(\.context) var context
    XCTAssertEqual(context, .test)
  }

  func testEachContextPicksItsValue() {
    let live = withDependencies {
      $0.context = .live
    } operation: {
      DependencyValues().greeting.greet("Blob")
    }
    let preview = withDependencies {
      $0.context = .preview
    } operation: {
      @Dependency(\.greeting) var greeting
      return greeting.greet("Blob")
    }
    let liveThroughWrapper = withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.greeting) var greeting
      return greeting.greet("Blob")
    }
    XCTAssertEqual(liveThroughWrapper, "Hello, Blob!")
    XCTAssertEqual(preview, "Preview hello, Blob.")
    // A bare `DependencyValues()` carries no context of its own: it infers the process's.
    XCTAssertEqual(live, "Test hello, Blob.")
  }

  func testAnOverrideHoldsForTheOperationOnly() {
    @Dependency(\.greeting) var greeting
    let inside = withDependencies {
      $0.greeting.greet = { "Hi, \($0)." }
    } operation: {
      greeting.greet("Blob")
    }
    XCTAssertEqual(inside, "Hi, Blob.")
    XCTAssertEqual(greeting.greet("Blob"), "Test hello, Blob.")
  }

  func testNestedOverridesLayer() {
    let result = withDependencies {
      $0.greeting.greet = { "Outer \($0)." }
      $0.uuid = .constant(UUID(1))
    } operation: {
      withDependencies {
        $0.greeting.greet = { "Inner \($0)." }
      } operation: {
        @Dependency(\.greeting) var greeting
        @Dependency(\.uuid) var uuid
        return (greeting.greet("Blob"), uuid())
      }
    }
    XCTAssertEqual(result.0, "Inner Blob.")
    XCTAssertEqual(result.1, UUID(1))
  }

  func testTheKeyTypeSpelling() {
    @Dependency(GreetingClient.self) var greeting
    XCTAssertEqual(greeting.greet("Blob"), "Test hello, Blob.")
    let overridden = withDependencies {
      $0[GreetingClient.self] = GreetingClient { "Keyed \($0)." }
    } operation: {
      @Dependency(GreetingClient.self) var greeting
      @Dependency(\.greeting) var byPath
      return [greeting.greet("Blob"), byPath.greet("Blob")]
    }
    XCTAssertEqual(overridden, ["Keyed Blob.", "Keyed Blob."])
  }

  /// Episode 239's shape: a model made inside `operation:` keeps its overrides in the tasks it
  /// starts after `operation:` returned, and in the tasks the test starts on it.
  @MainActor
  func testAModelKeepsTheValuesItWasCreatedWith() async {
    let model = withDependencies {
      $0.greeting.greet = { "Captured \($0)." }
    } operation: {
      GreeterModel()
    }
    XCTAssertEqual(model.greetNow("Blob"), "Captured Blob.")
    let fromTask = await Task { await model.greetLater("Blob") }.value
    XCTAssertEqual(fromTask, "Captured Blob.")
    let fromDetached = await Task.detached { await model.greetLater("Blob") }.value
    XCTAssertEqual(fromDetached, "Captured Blob.")
  }

  /// Values overridden where the dependency is read are laid over the captured ones.
  @MainActor
  func testAnOverrideAtTheReadWinsOverTheCapturedValue() {
    let model = withDependencies {
      $0.greeting.greet = { "Captured \($0)." }
    } operation: {
      GreeterModel()
    }
    let result = withDependencies {
      $0.greeting.greet = { "Read-site \($0)." }
    } operation: {
      model.greetNow("Blob")
    }
    XCTAssertEqual(result, "Read-site Blob.")
  }

  func testTheAsyncForm() async {
    let result = await withDependencies {
      $0.greeting.greet = { "Async \($0)." }
      await Task.yield()
    } operation: {
      @Dependency(\.greeting) var greeting
      await Task.yield()
      return greeting.greet("Blob")
    }
    XCTAssertEqual(result, "Async Blob.")
  }

  func testChildTasksInheritTheValues() async {
    let result = await withDependencies {
      $0.greeting.greet = { "Inherited \($0)." }
    } operation: {
      await Task {
        @Dependency(\.greeting) var greeting
        return greeting.greet("Blob")
      }.value
    }
    XCTAssertEqual(result, "Inherited Blob.")
  }

  @MainActor
  func testFromAModelCreatedInWithDependencies() {
    let parent = withDependencies {
      $0.greeting.greet = { "Parent \($0)." }
      $0.uuid = .constant(UUID(7))
    } operation: {
      PlainModel()
    }
    let child = withDependencies(from: parent) {
      $0.uuid = .constant(UUID(8))
    } operation: {
      GreeterModel()
    }
    XCTAssertEqual(child.greetNow("Blob"), "Parent Blob.")
    XCTAssertEqual(child.uuid(), UUID(8))
  }

  @MainActor
  func testFromAModelWithADependencyProperty() async {
    let parent = withDependencies {
      $0.greeting.greet = { "Property \($0)." }
    } operation: {
      // Returned inside a tuple, so only its `@Dependency` property knows its values.
      (GreeterModel(), 0)
    }.0
    let child = withDependencies(from: parent) { GreeterModel() }
    XCTAssertEqual(child.greetNow("Blob"), "Property Blob.")
    let asyncChild = await withDependencies(from: parent) {
      await Task.yield()
      return GreeterModel()
    }
    XCTAssertEqual(asyncChild.greetNow("Blob"), "Property Blob.")
  }

  /// A stateful test value is created once per test and shared by everything the test creates.
  func testACachedTestValueIsSharedWithinATest() {
    @Dependency(\.counter) var first
    @Dependency(\.counter) var second
    XCTAssertEqual(first.next(), 1)
    XCTAssertEqual(second.next(), 2)
  }

  /// …and the next test starts from a fresh one (this test and the one above, in either order).
  func testACachedTestValueIsFreshInTheNextTest() {
    @Dependency(\.counter) var counter
    XCTAssertEqual(counter.next(), 1)
  }

  func testBuiltInValuesTakeTheTestingTools() async throws {
    let clock = TestClock()
    let scheduler = DispatchQueue.test
    let values = withDependencies {
      $0.continuousClock = clock
      $0.suspendingClock = ImmediateClock()
      $0.uuid = .incrementing
      $0.date = .incrementing
      $0.mainQueue = scheduler.eraseToAnyScheduler()
      $0.calendar = Calendar(identifier: .gregorian)
      $0.locale = Locale(identifier: "en_US_POSIX")
      $0.timeZone = TimeZone(secondsFromGMT: 0)!
    } operation: {
      DependencyValues.current
    }
    XCTAssertEqual([values.uuid(), values.uuid()], [UUID(0), UUID(1)])
    XCTAssertEqual(
      [values.date(), values.date.now],
      [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1)])
    XCTAssertEqual(values.calendar.identifier, .gregorian)
    XCTAssertEqual(values.locale.identifier, "en_US_POSIX")
    XCTAssertEqual(values.timeZone.secondsFromGMT(), 0)
    try await values.suspendingClock.sleep(for: .seconds(60))
    let ran = LockIsolated(false)
    values.mainQueue.schedule(after: values.mainQueue.now.advanced(by: 1)) {
      ran.setValue(true)
    }
    await scheduler.advance(by: 1)
    XCTAssertTrue(ran.value)
    XCTAssertTrue((values.continuousClock as AnyObject) === clock)
  }

  func testSettingTheDateGeneratorsNow() {
    let date = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_000)
    } operation: {
      @Dependency(\.date) var date
      return date()
    }
    XCTAssertEqual(date, Date(timeIntervalSince1970: 1_000))
  }
}

@MainActor
final class GreeterModel {
  @Dependency(\.greeting) var greeting
  @Dependency(\.uuid) var uuid

  func greetNow(_ name: String) -> String { greeting.greet(name) }

  func greetLater(_ name: String) async -> String {
    await Task { greeting.greet(name) }.value
  }
}

final class PlainModel {}

/// A model's dump shows what each `@Dependency` reads, not the values it captured.
final class DependencyDumpTests: XCTestCase {
  @MainActor
  func testADependencyDumpsAsItIsWritten() async {
    let model = withDependencies {
      $0.greeting.greet = { "Captured \($0)." }
    } operation: {
      KeyedModel()
    }
    XCTAssertEqual(
      String(customDumping: model),
      """
      KeyedModel#1(
        _greeting: @Dependency(\\.greeting),
        _keyed: @Dependency(GreetingClient.self),
        _clock: @Dependency(\\.continuousClock),
        _counter: @Dependency(CounterKey.self)
      )
      """)
  }
}

@MainActor
final class KeyedModel {
  @Dependency(\.greeting) var greeting
  @Dependency(GreetingClient.self) var keyed
  @Dependency(\.continuousClock) var clock
  @Dependency(CounterKey.self) var counter
}
