import ExhaustiveTesting
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
    let isLoaded: (UsersAction) -> Bool = { if case .loaded = $0 { true } else { false } }
    store.assert(
      .send(.countTapped),
      .receive(isLoaded)
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
