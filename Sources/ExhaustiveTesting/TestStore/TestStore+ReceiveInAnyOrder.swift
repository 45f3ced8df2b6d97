import ExhaustiveCore

/// Receiving actions whose order the test should not pin: effects that run concurrently (a
/// `merge`, parallel requests) deliver in whatever order they finish.
///
/// ```swift
/// store.send(.onAppear) { $0.isLoading = true }
/// scheduler.advance()
/// store.receive(
///   inAnyOrder:
///     .receive(.usersResponse(users)) { $0.users = users },
///     .receive(.postsResponse(posts)) { $0.posts = posts }
/// )
/// ```
///
/// The next as many actions as there are steps are received, each by the step that expects it
/// (an equal action, a case path, a predicate), in the order they arrived: each step's closure
/// describes the change its own action made, whatever came before it. Exhaustive as any receive:
/// an action none of the remaining steps expects fails, a step whose action never came fails,
/// and actions beyond the group stay queued for the steps after it.
extension TestStoreProtocol {
  /// Receives as many actions as `steps` holds, in any order, each by the step that expects it.
  ///
  /// Every step must be a `.receive(…)` step (by action, case path or predicate); a failure in
  /// one (a state mismatch) points at that step.
  public func receive(
    inAnyOrder steps: Step...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    receive(
      inAnyOrder: steps,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The any-order receive of `steps`, as an array.
  func receive(inAnyOrder steps: [Step], at location: SourceCodeLocation) {
    _engine.run(Step(.receiveInAnyOrder(steps), at: location), projection)
  }

  /// Runs effects until as many actions as `steps` holds have arrived (or the effects stall),
  /// then receives them in any order, each by the step that expects it.
  nonisolated(nonsending) public func receive(
    inAnyOrder steps: Step...,
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await _engine.run(
      Step(
        .receiveInAnyOrder(steps), fileID: fileID, filePath: filePath, line: line, column: column),
      projection, timeout: timeout)
  }
}

extension TestStoreStep {
  /// Receives as many actions as `steps` holds, in any order, each by the step that expects it:
  /// ``TestStore/receive(inAnyOrder:fileID:file:line:column:)`` as a step of a script.
  ///
  /// ```swift
  /// store.assert(
  ///   .send(.onAppear) { $0.isLoading = true },
  ///   .do { scheduler.advance() },
  ///   .receive(
  ///     inAnyOrder:
  ///       .receive(.usersResponse(users)) { $0.users = users },
  ///     .receive(.postsResponse(posts)) { $0.posts = posts }
  ///   )
  /// )
  /// ```
  public static func receive(
    inAnyOrder steps: Self...,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(.receiveInAnyOrder(steps), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension _TestStoreEngine {
  /// The synchronous any-order receive, imperative or a script's step.
  func receive<LocalState, LocalAction>(
    inAnyOrder steps: [TestStoreStep<LocalState, Action, LocalAction, Environment>],
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>,
    at location: SourceCodeLocation
  ) {
    guard let expectations = anyOrderExpectations(steps, projection, at: location) else { return }
    executor.runUntilIdle()
    receiveInAnyOrder(expectations, at: location)
  }

  /// The async any-order receive: runs effects until as many actions as `steps` holds have
  /// arrived (or the effects stall), then receives them.
  nonisolated(nonsending) func receive<LocalState, LocalAction>(
    inAnyOrder steps: [TestStoreStep<LocalState, Action, LocalAction, Environment>],
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>,
    timeout: Duration?,
    at location: SourceCodeLocation
  ) async {
    guard let expectations = anyOrderExpectations(steps, projection, at: location) else { return }
    let count = expectations.count
    await executor.run(
      until: { ledger.pendingActionCount >= count || !ledger.hasRunningEffects },
      waitingUntil: executor.deadline(after: timeout ?? self.timeout))
    receiveInAnyOrder(expectations, at: location)
  }
}

/// One step of an any-order receive: what it expects, the change it describes, where it is.
struct AnyOrderExpectation<State, Action> {
  var matcher: ActionMatcher<Action>
  var update: ((inout State) throws -> Void)?
  var inspect: ((Action) throws -> Void)?
  var location: SourceCodeLocation
}

extension _TestStoreEngine {
  /// The group's receive steps; nil, after reporting it, when a step is not a receive.
  private func anyOrderExpectations<LocalState, LocalAction>(
    _ steps: [TestStoreStep<LocalState, Action, LocalAction, Environment>],
    _ projection: StoreProjection<State, LocalState, Action, LocalAction>,
    at location: SourceCodeLocation
  ) -> [AnyOrderExpectation<State, Action>]? {
    var expectations: [AnyOrderExpectation<State, Action>] = []
    for step in steps {
      switch step.kind {
      case .receive(let matcher, let update, let inspect):
        expectations.append(
          .init(
            matcher: matcher, update: projection.lift(update), inspect: inspect,
            location: step.location))
      case .receiveInAnyOrder:
        fail(
          FailureMessages.anyOrderInAnyOrder, at: step.location,
          notRecorded: RecordingRefusal.anyOrderSteps)
        return nil
      default:
        fail(
          FailureMessages.anyOrderNeedsReceives, at: step.location,
          notRecorded: RecordingRefusal.anyOrderSteps)
        return nil
      }
    }
    return expectations
  }

  private func receiveInAnyOrder(
    _ expectations: [AnyOrderExpectation<State, Action>], at location: SourceCodeLocation
  ) {
    let arrived = Array(ledger.pendingActions.prefix(expectations.count))
    let assignment = AnyOrderMatching.assign(
      arrived.count, to: expectations.count,
      where: { expectations[$1].matcher.matches(arrived[$0]) })
    var remaining = Array(expectations.indices)
    for (position, action) in arrived.enumerated() {
      guard let index = assignment[position] else {
        // No way to give this action a step and every earlier one its own: it is the mistake.
        // One mistake, one failure: it is reduced (as a wrong `receive` reduces what came), and
        // the steps left are named here, not reported again as missing.
        let stillExpected = remaining.map { expectations[$0].matcher.expectation }
        _ = ledger.dequeue()
        ledger.log(
          .unmatchedReceive(
            "any of " + stillExpected.joined(separator: ", "), received: action,
            location: location),
          stepAt: location)
        _ = reduce(action, step: .receive, logging: nil, at: location)
        shadow = state
        fail(
          FailureMessages.unexpectedInAnyOrder(action, stillExpected: stillExpected), at: location,
          notRecorded: RecordingRefusal.anyOrderUnexpected)
        executor.runUntilIdle()
        return
      }
      remaining.removeAll { $0 == index }
      let expectation = expectations[index]
      receive(
        expectation.matcher, expectation.update, inspecting: expectation.inspect,
        at: expectation.location)
    }
    if !remaining.isEmpty {
      fail(
        FailureMessages.missingInAnyOrder(
          expected: expectations.count, received: arrived.count,
          missing: remaining.map { expectations[$0].matcher.expectation }),
        at: location, notRecorded: RecordingRefusal.anyOrderMissing)
    }
  }
}

/// Gives each arrived action a step that expects it, so that as many actions as possible get
/// one — a maximum bipartite matching, by augmenting paths. Greedy matching is not enough: with
/// a case path and an exact action both matching the first arrival, the greedy choice can leave
/// the second arrival without a step although an assignment for both exists.
enum AnyOrderMatching {
  /// For each of `actions` arrivals, the step it is assigned, or nil. `matches(a, s)` tells
  /// whether step `s` expects arrival `a`. Among maximum matchings, earlier arrivals are
  /// matched first, so an unmatched arrival is the earliest one that cannot be placed.
  static func assign(
    _ actions: Int, to steps: Int, where matches: (Int, Int) -> Bool
  ) -> [Int?] {
    var stepOwner = [Int?](repeating: nil, count: steps)
    var assignment = [Int?](repeating: nil, count: actions)
    func augment(_ action: Int, _ visited: inout [Bool]) -> Bool {
      for step in 0..<steps where !visited[step] && matches(action, step) {
        visited[step] = true
        if let owner = stepOwner[step] {
          guard augment(owner, &visited) else { continue }
        }
        stepOwner[step] = action
        assignment[action] = step
        return true
      }
      return false
    }
    for action in 0..<actions {
      var visited = [Bool](repeating: false, count: steps)
      _ = augment(action, &visited)
    }
    return assignment
  }
}

extension FailureMessages {
  static let anyOrderNeedsReceives = """
    An any-order receive takes only `.receive(…)` steps: …

    Send, `.do` and `.environment` steps have an order; write them before or after the group.
    """

  static let anyOrderInAnyOrder = """
    An any-order receive cannot hold another any-order receive: …

    Write the inner group's steps into the outer group: it already takes them in any order.
    """

  static func unexpectedInAnyOrder(_ action: Any, stillExpected: [String]) -> String {
    """
    Received an action that none of the remaining any-order steps expects: …

    \(FailureOutputBudget.limit(Dumping.indent(Dumping.dump(action), by: 2)))

    Still expected, in any order: \(expectationList(stillExpected))
    """
  }

  static func missingInAnyOrder(expected: Int, received: Int, missing: [String]) -> String {
    """
    Expected to receive \(Wording.number(expected)) \(expected == 1 ? "action" : "actions") in any \
    order, but received \(Wording.number(received)): …

    Not received: \(expectationList(missing))
    """
  }

  private static func expectationList(_ expectations: [String]) -> String {
    "[\n" + expectations.map { "  \($0),\n" }.joined() + "]"
  }
}

extension RecordingRefusal {
  static let anyOrderSteps =
    "the recorder does not move steps in or out of an any-order group. The file is unchanged: "
    + "write the steps as the failure says."

  static let anyOrderUnexpected =
    "the recorder does not add steps to an any-order group, and only the test's author knows "
    + "whether one of its steps was meant for the action received above. The file is unchanged: "
    + "fix that step, add a step for the action to the group, or receive it before the group."

  static let anyOrderMissing =
    "the recorder does not delete steps from an any-order group, and only the test's author "
    + "knows whether the actions the steps under \"Not received\" expect should have come. The "
    + "file is unchanged: make them arrive before the group (advance what the effects wait on), "
    + "or delete those steps."
}
