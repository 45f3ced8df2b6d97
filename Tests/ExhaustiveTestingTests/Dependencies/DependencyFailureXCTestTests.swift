import ExhaustiveDependencies
import ExhaustiveTesting
import XCTest

/// Through XCTest's real path: a dependency read without an override fails the XCTest test that
/// reads it, at the `@Dependency` declaration, once per test.
final class DependencyFailureXCTestTests: XCTestCase {
  func testAMissingTestValueFailsTheRunningTestOncePerTest() {
    let line = #line + 3
    let runs = ["first", "second"].map { name in
      OwnTestRun.run(named: name, makingStoreInSetUp: false) { _ in
        @Dependency(\.weather) var weather
        _ = weather.forecast()
        _ = weather.forecast()
      }
    }
    let expected = [
      (
        message: """
        @Dependency(\\.weather) has no test value, and the test did not override it.

          Read at: DependencyFailureXCTestTests.swift:\(line)
          Value: WeatherClient
          Endpoints: WeatherClient.forecast

        The test goes on with the live value. Override it where the code under test is \
        created: withDependencies { $0.weather = … } operation: { … }, or TestStore(…, \
        withDependencies: { $0.weather = … }). To give the tests that do not override it a \
        value meant for tests, give WeatherClient a testValue.
        """,
        line: line
      )
    ]
    // Each test gets its own cached value, so each fails once.
    for run in runs {
      expect(run.recordedFailures.map(\.message), expected.map(\.message))
      expect(run.recordedFailures.map(\.line), expected.map(\.line))
    }
  }
}

private struct WeatherClient: DependencyKey {
  var forecast: @Sendable () -> String
  static let liveValue = WeatherClient { "Sunny" }
}

extension DependencyValues {
  fileprivate var weather: WeatherClient {
    get { self[WeatherClient.self] }
    set { self[WeatherClient.self] = newValue }
  }
}
