import ExhaustiveCore
import Foundation
import Testing
import XCTest

@testable import ExhaustiveTesting

/// The audit of issue 25: every kind of test store failure, for actions that are `Equatable` and
/// actions that are not, through a `TestStore` and a `ScopedTestStore`, under XCTest and Swift
/// Testing, is one failure, at the step that caused it, that prints the action it is about from
/// its dump.
private struct MatrixState: Equatable {
  var count = 0
}

private enum EquatableAction: Equatable {
  case start
  case response(Int)
  case other
  case timer
}

private enum OpaqueAction {
  case start
  case response(Result<Int, any Error>)
  case other
  case timer
}

/// What a matrix action is, whatever its type.
private enum Role {
  case start, response, other, timer
}

/// One action type of the matrix: its actions, and a case path to each.
private struct Actions<Action> {
  var start: Action
  var response: Action
  var other: Action
  var timer: Action
  var role: @Sendable (Action) -> Role
  var responsePath: CasePath<Action, Void>
  var otherPath: CasePath<Action, Void>
}

private func equatableActions() -> Actions<EquatableAction> {
  Actions(
    start: .start, response: .response(10), other: .other, timer: .timer,
    role: {
      switch $0 {
      case .start: .start
      case .response: .response
      case .other: .other
      case .timer: .timer
      }
    },
    responsePath: CasePath(
      embed: { .response(10) }, extract: { if case .response = $0 { () } else { nil } }),
    otherPath: /EquatableAction.other)
}

private func opaqueActions() -> Actions<OpaqueAction> {
  Actions(
    start: .start, response: .response(.success(10)), other: .other, timer: .timer,
    role: {
      switch $0 {
      case .start: .start
      case .response: .response
      case .other: .other
      case .timer: .timer
      }
    },
    responsePath: CasePath(
      embed: { .response(.success(10)) }, extract: { if case .response = $0 { () } else { nil } }),
    otherPath: /OpaqueAction.other)
}

private func matrixReducer<Action>(
  _ actions: Actions<Action>
) -> Reducer<MatrixState, Action, AnySchedulerOf<DispatchQueue>> {
  let response = UncheckedSendable(actions.response)
  let timer = UncheckedSendable(actions.timer)
  let role = actions.role
  return Reducer { state, action, scheduler in
    switch role(action) {
    case .start:
      state.count += 1
      return Effect(value: response.value)
    case .response:
      state.count += 10
      return .none
    case .other:
      return .none
    case .timer:
      return Effect(value: timer.value).delay(for: 1, scheduler: scheduler).eraseToEffect()
    }
  }
}

private struct MatrixError: Error {}

/// The steps the matrix takes, on a test store or a scoped one.
private protocol MatrixStore<Action> {
  associatedtype Action
  func step(_ action: Action, line: UInt, _ update: ((inout MatrixState) throws -> Void)?)
  func receiveCase(
    _ path: CasePath<Action, Void>, line: UInt, _ update: ((inout MatrixState) throws -> Void)?)
  func receiveOne(
    inAnyOrder paths: [CasePath<Action, Void>], line: UInt,
    firstUpdate: ((inout MatrixState) throws -> Void)?
  )
  func script(sending action: Action, line: UInt, _ update: ((inout MatrixState) -> Void)?)
  func skipEffects()
}

extension TestStore: MatrixStore where State == MatrixState {
  func step(_ action: Action, line: UInt, _ update: ((inout MatrixState) throws -> Void)?) {
    send(action, line: line, update)
  }
  func receiveCase(
    _ path: CasePath<Action, Void>, line: UInt, _ update: ((inout MatrixState) throws -> Void)?
  ) {
    receive(path, line: line, update)
  }
  func receiveOne(
    inAnyOrder paths: [CasePath<Action, Void>], line: UInt,
    firstUpdate: ((inout MatrixState) throws -> Void)?
  ) {
    receive(
      inAnyOrder: paths.enumerated().map { .receive($1, $0 == 0 ? firstUpdate : nil) },
      at: matrixLocation(line))
  }
  func script(sending action: Action, line: UInt, _ update: ((inout MatrixState) -> Void)?) {
    assert(.send(action, update), line: line)
  }
  func skipEffects() { skipInFlightEffects(strict: false) }
}

extension ScopedTestStore: MatrixStore where LocalState == MatrixState, LocalAction == Action {
  func step(_ action: Action, line: UInt, _ update: ((inout MatrixState) throws -> Void)?) {
    send(action, line: line, update)
  }
  func receiveCase(
    _ path: CasePath<Action, Void>, line: UInt, _ update: ((inout MatrixState) throws -> Void)?
  ) {
    receive(path, line: line, update)
  }
  func receiveOne(
    inAnyOrder paths: [CasePath<Action, Void>], line: UInt,
    firstUpdate: ((inout MatrixState) throws -> Void)?
  ) {
    receive(
      inAnyOrder: paths.enumerated().map { .receive($1, $0 == 0 ? firstUpdate : nil) },
      at: matrixLocation(line))
  }
  func script(sending action: Action, line: UInt, _ update: ((inout MatrixState) -> Void)?) {
    assert(.send(action, update), line: line)
  }
  func skipEffects() { skipInFlightEffects(strict: false) }
}

private func matrixLocation(_ line: UInt) -> SourceCodeLocation {
  SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
}

/// A failure kind: the steps that make it (the failing one on line 2), and the action its
/// message must print.
private struct FailureKind<Action> {
  var name: String
  var opening: String
  var printed: Action
  var run: (any MatrixStore<Action>, Actions<Action>) -> Void
}

private func kinds<Action>(_ a: Actions<Action>) -> [FailureKind<Action>] {
  [
    FailureKind(
      name: "state mismatch after send", opening: "State change does not match expectation",
      printed: a.start
    ) { store, a in
      store.step(a.start, line: 2) { $0.count = 99 }
      store.receiveCase(a.responsePath, line: 3) { $0.count = 11 }
    },
    FailureKind(
      name: "state mismatch after receive", opening: "State change does not match expectation",
      printed: a.response
    ) { store, a in
      store.step(a.start, line: 1) { $0.count = 1 }
      store.receiveCase(a.responsePath, line: 2) { $0.count = 99 }
    },
    FailureKind(name: "wrong action", opening: "Received unexpected action", printed: a.response) {
      store, a in
      store.step(a.start, line: 1) { $0.count = 1 }
      store.receiveCase(a.otherPath, line: 2) { $0.count = 11 }
    },
    FailureKind(
      name: "received none", opening: "Expected to receive an action, but received none.",
      printed: a.other
    ) { store, a in
      store.step(a.other, line: 1, nil)
      store.receiveCase(a.responsePath, line: 2, nil)
    },
    FailureKind(
      name: "must handle before sending", opening: "Must handle 1 received action",
      printed: a.response
    ) { store, a in
      store.step(a.start, line: 1) { $0.count = 1 }
      store.step(a.other, line: 2, nil)
    },
    FailureKind(
      name: "unexpected at the end of a script", opening: "Received 1 unexpected action",
      printed: a.response
    ) { store, a in
      store.script(sending: a.start, line: 2) { $0.count = 1 }
    },
    FailureKind(
      name: "effect still running", opening: "1 effect still running", printed: a.timer
    ) { store, a in
      store.script(sending: a.timer, line: 2, nil)
      store.skipEffects()
    },
    FailureKind(
      name: "unexpected in any order", opening: "Received an action that none of the remaining",
      printed: a.response
    ) { store, a in
      store.step(a.start, line: 1) { $0.count = 1 }
      store.receiveOne(inAnyOrder: [a.otherPath], line: 2, firstUpdate: nil)
    },
    FailureKind(
      name: "missing in any order", opening: "Expected to receive 2 actions in any order",
      printed: a.response
    ) { store, a in
      store.step(a.start, line: 1) { $0.count = 1 }
      store.receiveOne(
        inAnyOrder: [a.responsePath, a.otherPath], line: 2, firstUpdate: { $0.count = 11 })
    },
    FailureKind(
      name: "no state change", opening: "Expected state to change, but no change occurred.",
      printed: a.other
    ) { store, a in
      store.step(a.other, line: 2) { _ in }
    },
    FailureKind(name: "closure threw", opening: "Threw error", printed: a.other) { store, a in
      store.step(a.other, line: 2) { _ in throw MatrixError() }
    },
  ]
}

/// Each combination's stores: a test store, and a scoped one over the whole state.
private func stores<Action>(
  _ actions: Actions<Action>
) -> [(name: String, make: () -> any MatrixStore<Action>)] {
  let make = {
    TestStore(
      initialState: MatrixState(), reducer: matrixReducer(actions),
      environment: DispatchQueue.testScheduler.eraseToAnyScheduler())
  }
  return [
    ("TestStore", { make() }),
    ("ScopedTestStore", { make().scope(state: { $0 }) }),
  ]
}

/// The failures of every kind and store for `actions`: (what, messages, lines).
private func runMatrix<Action>(
  _ actions: Actions<Action>,
  capture: (() -> Void) -> [(message: String, line: Int?)]
) -> [(what: String, printed: Action, opening: String, failures: [(message: String, line: Int?)])] {
  var results:
    [(what: String, printed: Action, opening: String, failures: [(message: String, line: Int?)])] =
      []
  for (storeName, make) in stores(actions) {
    for kind in kinds(actions) {
      let store = make()
      let failures = capture { kind.run(store, actions) }
      results.append(("\(storeName), \(kind.name)", kind.printed, kind.opening, failures))
    }
  }
  return results
}

/// Whether `message` prints `action` from its dump: on one line (the timeline) or whole.
private func printsFromItsDump(_ message: String, _ action: Any) -> Bool {
  message.contains(String(oneLineDumping: action))
    || message.contains(Dumping.indent(String(customDumping: action), by: 2))
}

final class FailureMatrixTests: XCTestCase {
  private func check<Action>(_ actions: Actions<Action>) {
    let results = runMatrix(actions) { body in
      withRecordedFailures(body).map { ($0.message, Int($0.location.line)) }
    }
    XCTAssertEqual(results.count, 22)
    for result in results {
      XCTAssertEqual(result.failures.count, 1, result.what)
      guard let failure = result.failures.first else { continue }
      XCTAssertTrue(failure.message.hasPrefix(result.opening), result.what)
      XCTAssertTrue(printsFromItsDump(failure.message, result.printed), result.what)
      XCTAssertEqual(failure.line, 2, result.what)
    }
  }

  func testEquatableActions() { check(equatableActions()) }
  func testActionsThatAreNotEquatable() { check(opaqueActions()) }
}

@Suite(.capturingIssues) struct SwiftTestingFailureMatrixTests {
  private func check<Action>(_ actions: Actions<Action>) {
    let results = runMatrix(actions) { body in
      recordedIssues(body).map { ($0.text, $0.sourceLocation?.line) }
    }
    #expect(results.count == 22)
    for result in results {
      #expect(result.failures.count == 1, "\(result.what)")
      guard let failure = result.failures.first else { continue }
      #expect(failure.message.hasPrefix(result.opening), "\(result.what)")
      #expect(printsFromItsDump(failure.message, result.printed), "\(result.what)")
      #expect(failure.line == 2, "\(result.what)")
    }
  }

  @Test func equatable() { check(equatableActions()) }
  @Test func notEquatable() { check(opaqueActions()) }
}
