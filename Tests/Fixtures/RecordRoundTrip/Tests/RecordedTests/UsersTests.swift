import ExhaustiveTesting
import Testing
import XCTest

// Actions that are not `Equatable`, each test wrong or incomplete on purpose; a recording run
// writes their receives by case path and makes them pass (compare
// Goldens/UsersTests.swift.golden).
final class UsersTests: XCTestCase {
  func testMissingReceiveBeforeASend() {
    let store = makeUsersStore()
    store.send(.refresh) { $0.isLoading = true }
    store.send(.selectTapped)
  }

  func testMissingReceiveAtTheEndOfAScript() {
    let store = makeUsersStore()
    store.assert(
      .send(.failTapped) { $0.isLoading = true }
    )
  }

  func testMissingReceiveOfANestedCase() {
    let store = makeUsersStore()
    store.assert(
      .send(.countTapped),
      .send(.refresh) { $0.isLoading = true }
    )
    store.receive(/UsersAction.usersResponse) {
      $0.isLoading = false
      $0.users = ["Blob", "Blob Jr"]
    }
  }

  func testWrongCaseByCasePath() {
    let store = makeUsersStore()
    store.send(.selectTapped)
    store.receive(/UsersAction.loaded) { $0.isLoaded = true }
  }

  func testWrongCaseByPredicate() {
    let store = makeUsersStore()
    store.assert(
      .send(.countTapped),
      .receive({ if case .loaded = $0 { true } else { false } })
    )
  }

  func testStateMismatchByCasePath() {
    let store = makeUsersStore()
    store.send(.refresh) { $0.isLoading = true }
    store.receive(/UsersAction.usersResponse) { $0.users = [] }
  }

  func testStateMismatchInAnAnyOrderGroup() {
    let store = makeUsersStore()
    store.assert(
      .send(.refreshAll) { $0.isLoading = true },
      .receive(
        inAnyOrder:
          .receive(/UsersAction.loaded),
        .receive(/UsersAction.usersResponse) { $0.users = ["Blob"] }
      )
    )
  }

  func testMissingReceiveOfAnAsyncEffect() async {
    let store = makeUsersStore()
    await store.send(.loadTapped)
  }

  func testWrongCaseAsync() async {
    let store = makeUsersStore()
    await store.send(.loadTapped)
    await store.receive(/UsersAction.refresh)
  }
}

struct UsersSwiftTestingTests {
  @Test func missingReceiveAtTheEnd() {
    let store = makeUsersStore()
    store.send(.failTapped) { $0.isLoading = true }
  }

  @Test func asyncMissingReceiveBeforeASend() async {
    let store = makeUsersStore()
    await store.send(.loadTapped)
    await store.send(.countTapped)
  }
}
