import ExhaustivePublishers
import ExhaustiveTesting
import XCTest

// A store's states as publishers: `$state`, `ViewStore.publisher`, and scoping through a
// publisher of states, observed as TCA 0.1's own tests observe them.
final class StorePublisherTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testAScopedStoreReceivesUpdatesFromItsParent() {
    let parentStore = Store(initialState: 0, reducer: counter, environment: ())
    let parentViewStore = ViewStore(parentStore)
    let childStore = parentStore.scope(state: String.init)
    var values: [String] = []
    childStore.$state.sink { values.append($0) }.store(in: &cancellables)

    XCTAssertEqual(values, ["0"])
    parentViewStore.send(())
    XCTAssertEqual(values, ["0", "1"])
  }

  func testTheParentReceivesUpdatesFromAChildViewStore() {
    let parentStore = Store(initialState: 0, reducer: counter, environment: ())
    let childViewStore = ViewStore(parentStore.scope(state: String.init))
    var values: [Int] = []
    parentStore.$state.sink { values.append($0) }.store(in: &cancellables)

    XCTAssertEqual(values, [0])
    childViewStore.send(())
    XCTAssertEqual(values, [0, 1])
  }

  func testScopingThroughAPublisherMakesAStorePerDistinctLocalState() {
    let parentStore = Store(initialState: 0, reducer: setter, environment: ())
    var outputs: [String] = []
    var stores = 0
    parentStore
      .scope(state: { $0.map { "\($0)" }.removeDuplicates() })
      .sink { childStore in
        stores += 1
        childStore.$state.sink { outputs.append($0) }.store(in: &self.cancellables)
      }
      .store(in: &cancellables)

    parentStore.send(0)
    XCTAssertEqual(outputs, ["0"])
    parentStore.send(1)
    parentStore.send(1)
    parentStore.send(2)
    // Each child store was released as soon as the closure returned: it follows the parent no
    // more, so only the new stores' first states arrive.
    XCTAssertEqual(outputs, ["0", "1", "2"])
    XCTAssertEqual(stores, 3)
  }

  func testAStoreScopedThroughAPublisherFollowsItsParentWhileKept() {
    let parentStore = Store(initialState: 0, reducer: setter, environment: ())
    var children: [Store<String, Int>] = []
    parentStore
      .scope(state: { $0.filter { $0 < 10 }.map { "\($0)" } }, action: { $0 * 2 })
      .prefix(1)
      .sink { children.append($0) }
      .store(in: &cancellables)
    guard let child = children.first else { return XCTFail("No store was made") }
    var outputs: [String] = []
    child.$state.sink { outputs.append($0) }.store(in: &cancellables)

    child.send(3)  // the parent's state becomes 6
    parentStore.send(20)  // filtered out: the child keeps "6"
    parentStore.send(4)

    XCTAssertEqual(outputs, ["0", "6", "6", "4"])
    XCTAssertEqual(child.state, "4")
    XCTAssertEqual(parentStore.state, 4)
  }

  func testAViewStorePublisherMapsAndRemovesDuplicates() {
    let store = Store(initialState: Pair(), reducer: pair, environment: ())
    let viewStore = ViewStore(store)
    var counts: [String] = []
    var names: [String] = []
    viewStore.publisher.map { "\($0.count)" }.removeDuplicates()
      .sink { counts.append($0) }.store(in: &cancellables)
    viewStore.publisher.name.sink { names.append($0) }.store(in: &cancellables)

    viewStore.send(.increment)
    viewStore.send(.rename("b"))
    viewStore.send(.increment)

    XCTAssertEqual(counts, ["0", "1", "2"])
    XCTAssertEqual(names, ["a", "b"])
  }

  func testAViewStoreHoldsOntoAScopedStoreAndItsParent() {
    let store = Store(initialState: 0, reducer: counter, environment: ())
      .scope(state: { "\($0)" })
      .scope(state: { Int($0)! })
    let viewStore = ViewStore(store)
    var count = 0
    viewStore.publisher.sink { count = $0 }.store(in: &cancellables)

    XCTAssertEqual(count, 0)
    viewStore.send(())
    XCTAssertEqual(count, 1)
  }

  func testAssignWritesEveryOutputToAnObject() {
    final class Label { var text: String? }
    let label = Label()
    let store = Store(initialState: Pair(), reducer: pair, environment: ())
    let viewStore = ViewStore(store)
    viewStore.publisher
      .map { "\($0.count)" }
      .assign(to: \.text, on: label)
      .store(in: &cancellables)

    XCTAssertEqual(label.text, "0")
    viewStore.send(.increment)
    XCTAssertEqual(label.text, "1")
  }
}

private let counter = Reducer<Int, Void, Void> { state, _, _ in
  state += 1
  return .none
}

private let setter = Reducer<Int, Int, Void> { state, action, _ in
  state = action
  return .none
}

private struct Pair: Equatable {
  var count = 0
  var name = "a"
}

private enum PairAction {
  case increment
  case rename(String)
}

private let pair = Reducer<Pair, PairAction, Void> { state, action, _ in
  switch action {
  case .increment: state.count += 1
  case .rename(let name): state.name = name
  }
  return .none
}

// `Store.scope(state:)` over a closure beside the same name over a publisher of states (both
// TCA 0.1's): a closure of one state binds to the closure form, as in TCA.
final class StoreScopeOverloadTests: XCTestCase {
  func testAScopeClosureOfOneStateMakesAStore() {
    let parent = Store(initialState: 1, reducer: counter, environment: ())
    let child = parent.scope(state: { "\($0)" })
    let withActions = parent.scope(state: { $0 * 2 }, action: { $0 })

    parent.send(())

    XCTAssertEqual(child.state, "2")
    XCTAssertEqual(withActions.state, 4)
  }
}

// `Store.ifLet(then:else:)`, as TCA 0.1's UIKit case studies push and pop with it.
final class StoreIfLetTests: XCTestCase {
  var cancellables: Set<AnyCancellable> = []

  func testCallsThenWithAStoreOfTheValueAndElseOnEveryChangeToNil() {
    let store = Store(initialState: Int?.none, reducer: optionalSetter, environment: ())
    var events: [String] = []
    var children: [Store<Int, Int?>] = []
    store.ifLet(
      then: { child in
        events.append("then \(child.state)")
        children.append(child)
      },
      else: { events.append("else") }
    )
    .store(in: &cancellables)

    XCTAssertEqual(events, ["else"])
    store.send(1)
    store.send(2)
    XCTAssertEqual(events, ["else", "then 1"])
    XCTAssertEqual(children.map(\.state), [2])
    store.send(nil)
    XCTAssertEqual(events, ["else", "then 1", "else"])
    // The store handed out keeps its last value once the state is nil.
    XCTAssertEqual(children.map(\.state), [2])
    store.send(3)
    XCTAssertEqual(events, ["else", "then 1", "else", "then 3"])
    XCTAssertEqual(children.map(\.state), [3, 3])
  }

  func testAChildStoreSendsThroughItsParent() {
    let store = Store(initialState: Int?.some(1), reducer: optionalSetter, environment: ())
    var children: [Store<Int, Int?>] = []
    store.ifLet(then: { children.append($0) }).store(in: &cancellables)

    children.first?.send(5)

    XCTAssertEqual(store.state, 5)
    XCTAssertEqual(children.map(\.state), [5])
  }

  func testCancellingStopsTheCalls() {
    let store = Store(initialState: Int?.none, reducer: optionalSetter, environment: ())
    var events: [String] = []
    let subscription = store.ifLet(
      then: { events.append("then \($0.state)") }, else: { events.append("else") })

    subscription.cancel()
    store.send(1)

    XCTAssertEqual(events, ["else"])
  }
}

private let optionalSetter = Reducer<Int?, Int?, Void> { state, action, _ in
  state = action
  return .none
}
