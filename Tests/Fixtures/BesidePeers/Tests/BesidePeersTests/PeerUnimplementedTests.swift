// IssueReporting's `unimplemented` (the one a file that imports Dependencies calls unqualified)
// in a test store's environment: its failure goes through IssueReporting, inside the test's task,
// so it belongs to the test that sent the action, in XCTest and in Swift Testing.
import Dependencies
import ExhaustiveTesting
import Testing
import XCTest

struct FetchState: Equatable { var number = 0 }
enum FetchAction: Equatable {
  case fetchInReducer, fetchInEffect
  case fetched(Int)
}
struct FetchEnvironment {
  var count: @Sendable () -> Int
  var fetch: @Sendable () async throws -> Int
}

let fetchReducer = Reducer<FetchState, FetchAction, FetchEnvironment> {
  state, action, environment in
  switch action {
  case .fetchInReducer:
    state.number = environment.count()
    return .none
  case .fetchInEffect:
    let fetch = environment.fetch
    return .task { .fetched((try? await fetch()) ?? -1) }
  case .fetched(let number):
    state.number = number
    return .none
  }
}

func makeFetchStore() -> TestStore<FetchState, FetchAction, FetchEnvironment> {
  TestStore(
    initialState: FetchState(), reducer: fetchReducer,
    environment: FetchEnvironment(
      count: IssueReporting.unimplemented("FetchClient.count", placeholder: 7),
      fetch: unimplemented("FetchClient.fetch")))
}

final class PeerUnimplementedTests: XCTestCase {
  func testTheirUnimplementedInTheReducerReportsThroughIssueReporting() async {
    let reporter = CapturingReporter()
    await withIssueReporters([reporter]) {
      let store = makeFetchStore()
      await store.send(.fetchInReducer) { $0.number = 7 }
    }
    XCTAssertEqual(
      reporter.messages,
      [
        """
        Unimplemented: FetchClient.count …

          Defined in 'makeFetchStore()' at:
            BesidePeersTests/PeerUnimplementedTests.swift:38

          Invoked with:
            ()
        """
      ])
  }

  func testTheirUnimplementedInAnAsyncEffectReportsInTheTestsTask() async {
    let reporter = CapturingReporter()
    await withIssueReporters([reporter]) {
      let store = makeFetchStore()
      await store.send(.fetchInEffect)
      await store.receive(.fetched(-1)) { $0.number = -1 }
    }
    XCTAssertEqual(
      reporter.messages,
      [
        """
        Unimplemented: FetchClient.fetch …

          Defined in 'makeFetchStore()' at:
            BesidePeersTests/PeerUnimplementedTests.swift:39

          Invoked with:
            ()
        """
      ])
  }
}

@Suite struct PeerUnimplementedSwiftTestingTests {
  @Test func theirUnimplementedInAnAsyncEffectReportsInTheTestsTask() async {
    let reporter = CapturingReporter()
    await withIssueReporters([reporter]) {
      let store = makeFetchStore()
      await store.send(.fetchInEffect)
      await store.receive(.fetched(-1)) { $0.number = -1 }
    }
    #expect(
      reporter.messages == [
        """
        Unimplemented: FetchClient.fetch …

          Defined in 'makeFetchStore()' at:
            BesidePeersTests/PeerUnimplementedTests.swift:39

          Invoked with:
            ()
        """
      ])
  }
}
