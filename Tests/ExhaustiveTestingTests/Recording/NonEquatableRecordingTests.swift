import ExhaustiveCore
import ExhaustiveTesting
import Foundation
import Testing
import XCTest

/// A feature whose actions are not `Equatable` (a response carries `any Error`), for what record
/// mode and the "To accept" section write for them: receives by case path.
private struct ListState: Equatable {
  var users: [String] = []
  var isLoading = false
  var selection: Int?
  var isLoaded = false
}

private enum ListAction {
  case refresh
  case usersResponse(Result<[String], any Error>)
  case selectTapped
  case select(index: Int, animated: Bool)
  case refreshAll
  case loaded
}

private let listReducer = Reducer<ListState, ListAction, Void> { state, action, _ in
  switch action {
  case .refresh:
    state.isLoading = true
    return Effect(value: .usersResponse(.success(["Blob"])))
  case .usersResponse(let result):
    state.isLoading = false
    state.users = (try? result.get()) ?? []
    return .none
  case .selectTapped:
    return Effect(value: .select(index: 1, animated: true))
  case .select(let index, _):
    state.selection = index
    return .none
  case .refreshAll:
    state.isLoading = true
    return .merge(Effect(value: .usersResponse(.success(["Blob"]))), Effect(value: .loaded))
  case .loaded:
    state.isLoaded = true
    return .none
  }
}

private func makeListStore() -> TestStore<ListState, ListAction, Void> {
  TestStore(initialState: ListState(), reducer: listReducer, environment: ())
}

/// An action that is not an enum: no case path names it.
private struct Ping {
  var reply: @Sendable () -> Void
}

final class NonEquatableRecordingTests: XCTestCase {
  func testAMissingReceiveBeforeASendIsWrittenByCasePath() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      store.send(.refresh, line: 1) { $0.isLoading = true }
      store.send(.selectTapped, line: 2)
      store.receive(/ListAction.select(index:animated:), line: 3) { $0.selection = 1 }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          ListAction.usersResponse(
            .success(
              [
                "Blob",
              ]
            )
          ),
        ]

        Timeline:
          send ListAction.refresh (NonEquatableRecordingTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent ListAction.usersResponse(.success(["Blob"]))
            effect #1 finished

        To accept the actual behaviour, write:

          store.receive(/ListAction.usersResponse)

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testAMissingReceiveAtTheEndOfAScriptIsWrittenByCasePath() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.selectTapped, line: 1),
        line: 2
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          ListAction.select(index: 1, animated: true),
        ]

        Timeline:
          send ListAction.selectTapped (NonEquatableRecordingTests.swift:1)
            effect #1 started
            effect #1 sent ListAction.select(index: 1, animated: true)
            effect #1 finished
          end of assert (NonEquatableRecordingTests.swift:2)

        To accept the actual behaviour, write:

          store.receive(/ListAction.select(index:animated:))

        These steps leave out the state the actions change: it shows when they are received, or `store.record = .failures` writes it.
        """
      ])
  }

  func testAWrongActionByPredicateIsReplacedByTheCasePathOfWhatCame() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      store.send(.selectTapped, line: 1)
      store.receive({ if case .loaded = $0 { true } else { false } }, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          ListAction.select(index: 1, animated: true)

        (Expected an action matching the predicate.)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          ListState(
            users: [],
            isLoading: false,
        −   selection: nil,
        +   selection: 1,
            isLoaded: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send ListAction.selectTapped (NonEquatableRecordingTests.swift:1)
            effect #1 started
            effect #1 sent ListAction.select(index: 1, animated: true)
            effect #1 finished
          receive an action matching the predicate (NonEquatableRecordingTests.swift:2) — got ListAction.select(index: 1, animated: true)
            state changed

        To accept the actual behaviour, write:

          store.receive(/ListAction.select(index:animated:)) {
            $0.selection = 1
          }
        """
      ])
  }

  func testRecordingAPayloadReceiveOfAnotherCaseIsRefused() {
    let store = makeListStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.send(.selectTapped, line: 1)
      store.receive(/ListAction.usersResponse, line: 2) { _ in
      } assert: {
        $0.users = []
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          ListAction.select(index: 1, animated: true)

        (Expected an action matching the case path CasePath<ListAction, Result<Array<String>, Error>>.)

        The state after it does not match the expectation either:

        State change does not match expectation: …

          ListState(
            users: [],
            isLoading: false,
        −   selection: nil,
        +   selection: 1,
            isLoaded: false
          )

        (Expected: −, Actual: +)

        Timeline:
          send ListAction.selectTapped (NonEquatableRecordingTests.swift:1)
            effect #1 started
            effect #1 sent ListAction.select(index: 1, animated: true)
            effect #1 finished
          receive CasePath<ListAction, Result<Array<String>, Error>> (NonEquatableRecordingTests.swift:2) — got ListAction.select(index: 1, animated: true)
            state changed

        Not recorded: the step hands the payload of the case it names to a closure written for that case, and the action received above is another case. The file is unchanged: receive that action before this step, or change the step's case path and payload closure to match it.
        """
      ])
  }

  func testRecordingAMissingReceiveOfAnActionThatIsNotAnEnumIsRefused() {
    let store = TestStore(
      initialState: 0,
      reducer: Reducer<Int, Ping, Void> { state, _, _ in
        state += 1
        return state == 1 ? Effect(value: Ping {}) : .none
      },
      environment: ())
    store.record = .failures
    let failures = withExpectedFailures {
      store.assert(.send(Ping {}, line: 1) { $0 = 1 }, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received 1 unexpected action: …

        Unhandled actions: [
          Ping(
            reply: @Sendable () -> ()
          ),
        ]

        Timeline:
          send Ping(reply: @Sendable () -> ()) (NonEquatableRecordingTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent Ping(reply: @Sendable () -> ())
            effect #1 finished
          end of assert (NonEquatableRecordingTests.swift:2)
          receive Ping(reply: @Sendable () -> ()) (NonEquatableRecordingTests.swift:1)
            state changed

        To accept the actual behaviour, write:

          // store.receive(…): no Swift source for a case path of Ping, which is not an enum {
          //     $0 = 2
          //   }

        Not recorded: no Swift source for a case path of Ping, which is not an enum. The file is unchanged: write the code above.
        """
      ])
  }

  /// The any-order group as a script's step: passes whichever order, fails exhaustively.
  func testTheAnyOrderStepInAScript() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      store.assert(
        .send(.refreshAll) { $0.isLoading = true },
        .receive(
          inAnyOrder:
            .receive(/ListAction.loaded) { $0.isLoaded = true },
          .receive(/ListAction.usersResponse) {
            $0.isLoading = false
            $0.users = ["Blob"]
          }
        )
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testTheAnyOrderStepMissingAnAction() {
    let store = makeListStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.assert(
        .send(.refresh, line: 1) { $0.isLoading = true },
        .receive(
          inAnyOrder:
            .receive(/ListAction.loaded, line: 3),
          .receive(/ListAction.usersResponse, line: 4) {
            $0.isLoading = false
            $0.users = ["Blob"]
          },
          line: 2
        ),
        line: 5
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Expected to receive 2 actions in any order, but received 1: …

        Not received: [
          /ListAction.loaded,
        ]

        Timeline:
          send ListAction.refresh (NonEquatableRecordingTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent ListAction.usersResponse(.success(["Blob"]))
            effect #1 finished
          receive ListAction.usersResponse(.success(["Blob"])) (NonEquatableRecordingTests.swift:4)
            state changed

        Not recorded: the recorder does not delete steps from an any-order group, and only the test's author knows whether the actions the steps under "Not received" expect should have come. The file is unchanged: make them arrive before the group (advance what the effects wait on), or delete those steps.
        """
      ])
  }

  func testTheAnyOrderStepGettingAnUnexpectedAction() {
    let store = makeListStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.assert(
        .send(.refreshAll, line: 1) { $0.isLoading = true },
        .receive(
          inAnyOrder:
            .receive(/ListAction.usersResponse, line: 3) {
              $0.isLoading = false
              $0.users = ["Blob"]
            },
          .receive(/ListAction.select(index:animated:), line: 4),
          line: 2
        ),
        line: 5
      )
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received an action that none of the remaining any-order steps expects: …

          ListAction.loaded

        Still expected, in any order: [
          CasePath<ListAction, (Int, Bool)>,
        ]

        Timeline:
          send ListAction.refreshAll (NonEquatableRecordingTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent ListAction.usersResponse(.success(["Blob"]))
            effect #1 sent ListAction.loaded
            effect #1 finished
          receive ListAction.usersResponse(.success(["Blob"])) (NonEquatableRecordingTests.swift:3)
            state changed
          receive any of CasePath<ListAction, (Int, Bool)> (NonEquatableRecordingTests.swift:2) — got ListAction.loaded
            state changed

        Not recorded: the recorder does not add steps to an any-order group, and only the test's author knows whether one of its steps was meant for the action received above. The file is unchanged: fix that step, add a step for the action to the group, or receive it before the group.
        """
      ])
  }

  func testAnAnyOrderStepInsideAnother() {
    let store = makeListStore()
    store.record = .failures
    let failures = withExpectedFailures {
      store.send(.refreshAll, line: 1) { $0.isLoading = true }
      store.receive(
        inAnyOrder:
          .receive(inAnyOrder: .receive(/ListAction.loaded), line: 3),
        .receive(/ListAction.usersResponse, line: 4),
        line: 2
      )
      store.skipReceivedActions(line: 5)
    }
    XCTAssertEqual(
      failures,
      [
        """
        An any-order receive cannot hold another any-order receive: …

        Write the inner group's steps into the outer group: it already takes them in any order.

        Timeline:
          send ListAction.refreshAll (NonEquatableRecordingTests.swift:1)
            state changed
            effect #1 started
            effect #1 sent ListAction.usersResponse(.success(["Blob"]))
            effect #1 sent ListAction.loaded
            effect #1 finished

        Not recorded: the recorder does not move steps in or out of an any-order group. The file is unchanged: write the steps as the failure says.
        """
      ])
  }

  func testAScopedStoreOfActionsThatAreNotEquatable() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      let scoped = store.scope(state: { $0.users })
      scoped.send(.refresh)
      scoped.receive(/ListAction.usersResponse) { result in
        XCTAssertEqual(try result.get(), ["Blob"])
      } assert: {
        $0 = ["Blob"]
      }
      scoped.assert(
        .send(.refreshAll),
        .receive(
          inAnyOrder:
            .receive(/ListAction.loaded),
          .receive({ if case .usersResponse = $0 { true } else { false } })
        )
      )
    }
    XCTAssertEqual(failures, [])
  }

  func testAScopedStoreWrongActionIsReplacedByCasePath() {
    let store = makeListStore()
    let failures = withExpectedFailures {
      let scoped = store.scope(state: { $0.selection })
      scoped.send(.selectTapped, line: 1)
      scoped.receive(/ListAction.loaded, line: 2)
    }
    XCTAssertEqual(
      failures,
      [
        """
        Received unexpected action: …

          ListAction.select(index: 1, animated: true)

        (Expected an action matching the case path /ListAction.loaded.)

        The state after it does not match the expectation either:

        State change does not match expectation: …

        − nil
        + 1

        (Expected: −, Actual: +)

        Timeline:
          send ListAction.selectTapped (NonEquatableRecordingTests.swift:1)
            effect #1 started
            effect #1 sent ListAction.select(index: 1, animated: true)
            effect #1 finished
          receive /ListAction.loaded (NonEquatableRecordingTests.swift:2) — got ListAction.select(index: 1, animated: true)
            state changed

        To accept the actual behaviour, write:

          store.receive(/ListAction.select(index:animated:)) {
            $0 = 1
          }
        """
      ])
  }
}
