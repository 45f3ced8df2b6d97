import ExhaustiveConcurrency
import ExhaustiveDependencies
import ExhaustiveTesting
import XCTest

// Dependencies as Swift 5-mode code writes them: a client that does not declare `Sendable`, a
// model class that is neither `Sendable` nor actor-isolated, a reducer that reads `@Dependency`
// inside its closure, and a test store created with overrides.

struct GreetingClient {
  var greet: @Sendable (String) -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { "Hello, \($0)!" }
  static let testValue = GreetingClient { _ in "" }
}

extension DependencyValues {
  var greeting: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

final class GreetingModel {
  @Dependency(\.greeting) var greeting
  @Dependency(\.date) var date
  var greetings: [String] = []

  func greet(_ name: String) {
    greetings.append(greeting.greet(name))
  }
}

enum StampAction: Equatable { case stamp }

let stampReducer = Reducer<[Date], StampAction, Void> { state, _, _ in
  @Dependency(\.date) var date
  state.append(date())
  return .none
}

final class DependenciesSwift5Tests: XCTestCase {
  func testAModelKeepsItsOverrides() {
    let calls = LockIsolated(0)
    let model = withDependencies {
      $0.greeting.greet = { name in
        calls.withValue { $0 += 1 }
        return "Hi, \(name)."
      }
      $0.date = .constant(Date(timeIntervalSince1970: 0))
    } operation: {
      GreetingModel()
    }
    model.greet("Blob")
    XCTAssertEqual(model.greetings, ["Hi, Blob."])
    XCTAssertEqual(calls.value, 1)
    XCTAssertEqual(model.date(), Date(timeIntervalSince1970: 0))
  }

  func testATestStoreWithDependencies() {
    let store = TestStore(
      initialState: [],
      reducer: stampReducer,
      environment: (),
      withDependencies: { $0.date = .incrementing }
    )
    store.send(.stamp) { $0 = [Date(timeIntervalSince1970: 0)] }
    store.send(.stamp) { $0.append(Date(timeIntervalSince1970: 1)) }
  }
}
