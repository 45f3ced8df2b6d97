import ExhaustiveTesting
import Testing

// Swift Testing, with actions that are not `Equatable`, each test incomplete on purpose; a
// recording run makes them pass (compare Goldens/UsersSwiftTestingTests.swift.golden). A file of
// its own: Swift Testing runs in a process after XCTest's, which has rewritten UsersTests.swift.
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
