import ExhaustiveTesting
import Foundation
import Testing
import XCTest

/// A feature whose actions are not `Equatable`: its response carries `any Error`, and one
/// action carries a closure.
private struct UsersState: Equatable {
  var users: [String] = []
  var isLoading = false
  var errorMessage: String?
}

private enum UsersAction {
  case refresh
  case usersResponse(Result<[String], any Error>)
  case run(@Sendable () -> Void)
}

private struct UsersError: Error, Equatable {
  var message: String
}

private struct UsersEnvironment {
  var load: @Sendable () -> Result<[String], any Error>
}

private let usersReducer = Reducer<UsersState, UsersAction, UsersEnvironment> {
  state, action, environment in
  switch action {
  case .refresh:
    state.isLoading = true
    return Effect(value: .usersResponse(environment.load()))
  case .usersResponse(.success(let users)):
    state.isLoading = false
    state.users = users
    return .none
  case .usersResponse(.failure(let error)):
    state.isLoading = false
    state.errorMessage = "\(error)"
    return .none
  case .run(let work):
    work()
    return .none
  }
}

private func makeUsersStore(
  _ load: @escaping @Sendable () -> Result<[String], any Error> = { .success(["Blob", "Blob Jr"]) }
) -> TestStore<UsersState, UsersAction, UsersEnvironment> {
  TestStore(
    initialState: UsersState(), reducer: usersReducer, environment: UsersEnvironment(load: load))
}

final class TestStoreNonEquatableActionTests: XCTestCase {
  func testReceivingByCasePathWithThePayload() {
    let store = makeUsersStore()
    store.send(.refresh) { $0.isLoading = true }
    store.receive(/UsersAction.usersResponse) { result in
      XCTAssertEqual(try result.get(), ["Blob", "Blob Jr"])
    } assert: {
      $0.isLoading = false
      $0.users = ["Blob", "Blob Jr"]
    }
  }

  func testReceivingAFailureByCasePathAndPredicate() {
    let store = makeUsersStore { .failure(UsersError(message: "offline")) }
    store.send(.refresh) { $0.isLoading = true }
    store.receive(/UsersAction.usersResponse) { result in
      XCTAssertThrowsError(try result.get()) { error in
        XCTAssertEqual(error as? UsersError, UsersError(message: "offline"))
      }
    } assert: {
      $0.isLoading = false
      $0.errorMessage = #"UsersError(message: "offline")"#
    }
    store.send(.refresh) { $0.isLoading = true }
    let isFailure: (UsersAction) -> Bool = {
      if case .usersResponse(.failure) = $0 { true } else { false }
    }
    store.receive(isFailure) { $0.isLoading = false }
  }

  func testAnActionCarryingAClosureIsSent() {
    let store = makeUsersStore()
    let ran = Lock(false)
    store.send(.run { ran.withLock { $0 = true } })
    XCTAssertTrue(ran.value)
  }

  func testTheWrongCaseFailsWithTheDumpOfWhatCame() {
    let store = makeUsersStore()
    let failures = withExpectedFailures {
      store.send(.refresh, line: 1) { $0.isLoading = true }
      store.receive(/UsersAction.refresh, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          UsersAction.usersResponse(
            .success(
              [
                "Blob",
                "Blob Jr",
              ]
            )
          )

        (Expected an action matching the case path /UsersAction.refresh.)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          UsersState(
        −   users: [],
        +   users: [
        +     "Blob",
        +     "Blob Jr",
        +   ],
        −   isLoading: true,
        +   isLoading: false,
            errorMessage: nil
          )

        (Expected: −, Actual: +)

        Timeline:
          send UsersAction.refresh (TestStoreNonEquatableActionTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent UsersAction.usersResponse(.success(["Blob", "Blob Jr"]))
            effect #1 finished
          receive /UsersAction.refresh (TestStoreNonEquatableActionTests.swift:2) — got UsersAction.usersResponse(.success(["Blob", "Blob Jr"]))
            state changed

        To accept the actual behaviour, write:

          store.receive(/UsersAction.usersResponse) {
            $0.users = ["Blob", "Blob Jr"]
            $0.isLoading = false
          }
        """
      ])
  }

  /// An error the payload closure throws fails the step; a state mismatch is reported as any
  /// receive's, without code to accept it (the recorder rewrites only a step's last closure).
  func testThePayloadClosureAndTheStateAreBothChecked() {
    struct Unreadable: Error {}
    let store = makeUsersStore()
    let failures = withExpectedFailures {
      store.send(.refresh, line: 1) { $0.isLoading = true }
      store.receive(/UsersAction.usersResponse, line: 2) { _ in
        throw Unreadable()
      } assert: {
        $0.isLoading = false
      }
    }
    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\nTimeline:").first,
      "Threw error: Unreadable()")
    XCTAssertEqual(
      failures.last?.components(separatedBy: "\n\nTimeline:").first,
      """
      State change does not match expectation: …

        UsersState(
      −   users: [],
      +   users: [
      +     "Blob",
      +     "Blob Jr",
      +   ],
          isLoading: false,
          errorMessage: nil
        )

      (Expected: −, Actual: +)
      """)
    XCTAssertFalse(failures.last?.contains("To accept") ?? true)
  }

  /// Actions left unreceived are listed from their dump, Equatable or not.
  func testUnreceivedActionsAreListedFromTheirDump() {
    let failures = withExpectedFailures {
      let store = makeUsersStore()
      store.assert(.send(.refresh, line: 1) { $0.isLoading = true }, line: 2)
    }
    XCTAssertEqual(
      failures.first?.components(separatedBy: "\n\nTimeline:").first,
      """
      Received 1 unexpected action: …

      Unhandled actions: [
        UsersAction.usersResponse(
          .success(
            [
              "Blob",
              "Blob Jr",
            ]
          )
        ),
      ]
      """)
  }
}

@Suite struct SwiftTestingNonEquatableActionTests {
  @Test func thePayloadFormUnderSwiftTesting() async {
    let store = makeUsersStore()
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(/UsersAction.usersResponse) { result in
      let users = try result.get()
      #expect(users.count == 2)
    } assert: {
      $0.isLoading = false
      $0.users = ["Blob", "Blob Jr"]
    }
  }
}
