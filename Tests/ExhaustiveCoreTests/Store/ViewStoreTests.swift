import Dispatch
import Foundation
import XCTest

@testable import ExhaustiveCore

// Plain XCTest methods on the main thread, as TCA 0.1's tests drive view stores.
final class ViewStoreTests: XCTestCase {
  func testReadsTheStateThroughDynamicMemberLookupAndSendsToTheStore() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store)

    XCTAssertEqual(viewStore.count, 0)
    viewStore.send(.increment)
    viewStore.send(.rename("b"))

    XCTAssertEqual(viewStore.state, Form(count: 1, name: "b"))
    XCTAssertEqual(viewStore.name, "b")
    XCTAssertEqual(store.state, Form(count: 1, name: "b"))
  }

  func testFollowsActionsSentToTheStoreDirectly() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store)

    store.send(.increment)

    XCTAssertEqual(viewStore.count, 1)
  }

  func testThePublisherStartsWithTheCurrentStateAndSkipsDuplicates() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store)
    var seen: [Form] = []
    let subscription = viewStore.publisher.effect.sink { seen.append($0) }

    viewStore.send(.increment)
    viewStore.send(.noop)
    viewStore.send(.rename("b"))

    XCTAssertEqual(
      seen, [Form(count: 0, name: "a"), Form(count: 1, name: "a"), Form(count: 1, name: "b")])
    _ = subscription
  }

  func testACustomDuplicateCheckDecidesWhatIsNew() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store, removeDuplicates: { $0.count == $1.count })
    var seen: [Int] = []
    let subscription = viewStore.publisher.effect.sink { seen.append($0.count) }

    viewStore.send(.rename("b"))
    // A renamed state with the same count is a duplicate, so the view store kept the old one.
    XCTAssertEqual(viewStore.state, Form(count: 0, name: "a"))
    viewStore.send(.increment)

    XCTAssertEqual(seen, [0, 1])
    XCTAssertEqual(viewStore.state, Form(count: 1, name: "b"))
    _ = subscription
  }

  func testDynamicMemberLookupIntoThePublisherDeliversOneProperty() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store)
    var names: [String] = []
    let subscription = viewStore.publisher.name.effect.sink { names.append($0) }

    viewStore.send(.increment)
    viewStore.send(.rename("b"))
    viewStore.send(.rename("b"))

    XCTAssertEqual(names, ["a", "b"])
    _ = subscription
  }

  func testTheStoresStatesIncludeEveryActionAsTCA01sDid() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    var counts: [Int] = []
    let subscription = store.$state.effect.sink { counts.append($0.count) }

    store.send(.noop)
    store.send(.increment)

    XCTAssertEqual(counts, [0, 0, 1])
    _ = subscription
  }

  func testAViewStoreKeepsItsStoreAlive() {
    weak var weakStore: Store<Form, FormAction>?
    let viewStore: ViewStore<Form, FormAction> = {
      let store = Store(initialState: Form(), reducer: form, environment: ())
      weakStore = store
      return ViewStore(store)
    }()

    XCTAssertNotNil(weakStore)
    viewStore.send(.increment)
    XCTAssertEqual(viewStore.count, 1)
  }

  func testSubscribingToTheStatesOffTheMainThreadIsReportedAndStillDelivers() {
    let store = UncheckedSendable(Store(initialState: Form(), reducer: form, environment: ()))
    let issues = Lock<[String]>([])
    let delivered = Lock<[Bool]>([])
    let subscription = Lock<AnyCancellable?>(nil)
    let done = expectation(description: "subscribed off the main thread")

    DispatchQueue.global().async {
      IssueReporter.$current.withValue(
        IssueReporter { message, _, _, _, _ in issues.withLock { $0.append(message) } }
      ) {
        let cancellable = store.value.$state.effect.sink { _ in
          delivered.withLock { $0.append(Thread.isMainThread) }
        }
        subscription.withLock { $0 = cancellable }
      }
      done.fulfill()
    }
    // Waiting spins the main run loop, which serves the main queue the call hops to.
    wait(for: [done], timeout: 5)
    store.value.send(.increment)

    XCTAssertEqual(delivered.value, [true, true])
    XCTAssertEqual(
      issues.value,
      [
        """
        Store.$state was called off the main thread. A store runs on the main thread: use it \
        from there (a plain XCTest method, or @MainActor code). The call ran on the main queue \
        while this thread waited.
        """
      ])
    subscription.withLock { $0 = nil }
  }

  func testAScopedViewStoreFollowsItsParent() {
    let store = Store(initialState: Form(), reducer: form, environment: ())
    let viewStore = ViewStore(store.scope(state: \.count))

    store.send(.increment)

    XCTAssertEqual(viewStore.state, 1)
  }
}

private struct Form: Equatable {
  var count = 0
  var name = "a"
}

private enum FormAction {
  case increment
  case rename(String)
  case noop
}

private let form = Reducer<Form, FormAction, Void> { state, action, _ in
  switch action {
  case .increment: state.count += 1
  case .rename(let name): state.name = name
  case .noop: break
  }
  return .none
}
