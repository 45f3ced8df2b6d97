extension TestStore {
  /// One step of a ``TestStore/assert(_:fileID:file:line:column:)-(Step...)`` script.
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
  /// Each step remembers where it is written, so a failure points at that step.
  public struct Step {
    enum Kind {
      case send(Action, ((inout State) throws -> Void)?)
      case receive(ActionMatcher<Action>, ((inout State) throws -> Void)?)
      case `do`(() throws -> Void)
      case environment((inout Environment) throws -> Void)
    }

    let kind: Kind
    let location: SourceCodeLocation

    /// Sends `action`; `update` turns the previous state into the state you expect.
    public static func send(
      _ action: Action,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .send(action, update),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it;
    /// `update` turns the previous state into the state you expect.
    public static func receive(
      _ action: Action,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .receive(.action(action), update),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Receives the next action an effect sent, expecting it to satisfy `isMatching`.
    public static func receive(
      _ isMatching: @escaping (Action) -> Bool,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .receive(.predicate(isMatching), update),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Receives the next action an effect sent, expecting it to be the case `casePath` names.
    public static func receive<Value>(
      _ casePath: CasePath<Action, Value>,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(
        kind: .receive(.casePath { casePath.extract(from: $0) != nil }, update),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Runs imperative work between steps: advancing a scheduler, waiting for an expectation.
    public static func `do`(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping () throws -> Void
    ) -> Step {
      Step(
        kind: .do(work),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// Changes the store's environment between steps.
    public static func environment(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: @escaping (inout Environment) throws -> Void
    ) -> Step {
      Step(
        kind: .environment(update),
        location: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }
}

/// What a receive expects: an equal action, or any action a predicate or case path accepts.
enum ActionMatcher<Action: Equatable> {
  case action(Action)
  case predicate((Action) -> Bool)
  case casePath((Action) -> Bool)

  func matches(_ action: Action) -> Bool {
    switch self {
    case .action(let expected): expected == action
    case .predicate(let isMatching), .casePath(let isMatching): isMatching(action)
    }
  }
}
