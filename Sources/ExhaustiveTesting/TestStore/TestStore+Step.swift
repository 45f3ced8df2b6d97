extension TestStore {
  /// One step of a ``TestStore/assert(_:fileID:file:line:column:)-(Step...,_,_,_,_)`` script.
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
      /// `.receive(inAnyOrder: …)`: receive steps, each matched to whichever action it expects.
      case receiveInAnyOrder([Step])
      case `do`(() throws -> Void)
      case environment((inout Environment) throws -> Void)
    }

    let kind: Kind
    let location: SourceCodeLocation

    init(
      _ kind: Kind, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      self.kind = kind
      self.location = SourceCodeLocation(
        fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Sends `action`; `update` turns the previous state into the state you expect.
    public static func send(
      _ action: Action,
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(.send(action, update), fileID: fileID, filePath: filePath, line: line, column: column)
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
        .receive(.predicate(isMatching), update), fileID: fileID, filePath: filePath, line: line,
        column: column)
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
        .receive(.casePath(casePath), update), fileID: fileID, filePath: filePath, line: line,
        column: column)
    }

    /// Runs imperative work between steps: advancing a scheduler, waiting for an expectation.
    public static func `do`(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ work: @escaping () throws -> Void
    ) -> Step {
      Step(.do(work), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Changes the store's environment between steps.
    public static func environment(
      fileID: StaticString = #fileID,
      file filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column,
      _ update: @escaping (inout Environment) throws -> Void
    ) -> Step {
      Step(.environment(update), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

extension TestStore.Step where Action: Equatable {
  /// Receives the next action an effect sent, expecting it to equal `action`, and reduces it;
  /// `update` turns the previous state into the state you expect.
  public static func receive(
    _ action: Action,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: ((inout State) throws -> Void)? = nil
  ) -> Self {
    Self(
      Kind.receive(.action(action), update), fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
