import ExhaustiveCore

/// One step of a test store's ``TestStoreProtocol/assert(_:fileID:file:line:column:)-(Step...,_,_,_,_)``
/// script: ``TestStore/Step`` and ``ScopedTestStore/Step`` are this type.
///
/// ```swift
/// store.assert(
///   .send(.todo(index: 0, action: .checkboxTapped)) {
///     $0.todos[0].isComplete = true
///   },
///   .do { scheduler.advance(by: 1) },
///   .receive(.todoDelayCompleted) {
///     $0.todos.swapAt(0, 1)
///   }
/// )
/// ```
///
/// Each step remembers where it is written, so a failure points at that step. A step sends
/// `LocalAction`s (a scoped store's view actions; a test store's own actions), receives the
/// feature's `Action`s, and its closure turns the previous `LocalState` into the one expected.
public struct TestStoreStep<LocalState, Action, LocalAction, Environment> {
  let kind: Kind
  let location: SourceCodeLocation

  init(_ kind: Kind, at location: SourceCodeLocation) {
    self.kind = kind
    self.location = location
  }

  init(
    _ kind: Kind, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    self.init(
      kind,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Sends `action`; `update` turns the previous state into the state you expect.
  public static func send(
    _ action: LocalAction,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> Self {
    Self(.send(action, update), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Receives the next action an effect sent, expecting it to satisfy `isMatching`.
  public static func receive(
    _ isMatching: @escaping (Action) -> Bool,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> Self {
    Self(
      .receive(.predicate(isMatching), update, inspect: nil), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Receives the next action an effect sent, expecting it to be the case `casePath` names.
  public static func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> Self {
    Self(
      .receive(.casePath(casePath), update, inspect: nil), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Runs imperative work between steps: advancing a scheduler, waiting for an expectation.
  public static func `do`(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ work: @escaping () throws -> Void
  ) -> Self {
    Self(.do(work), fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Changes the store's environment between steps.
  public static func environment(
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: @escaping (inout Environment) throws -> Void
  ) -> Self {
    Self(.environment(update), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension TestStoreStep where Action: Equatable {
  /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it;
  /// `update` turns the previous state into the state you expect.
  public static func receive(
    _ action: Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout LocalState) throws -> Void)? = nil
  ) -> Self {
    Self(
      .receive(.action(action), update, inspect: nil), fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
