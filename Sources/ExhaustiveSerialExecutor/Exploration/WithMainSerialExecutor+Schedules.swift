import ExhaustiveTestRuntime
import ExhaustiveUnsafe

#if canImport(Testing)
  import Testing
#endif

/// Runs `operation` once per schedule of `schedules`, each time with every task it starts on
/// one serial queue, and reports the first schedule that fails.
///
/// Schedule 0 runs first in, first out, as `withMainSerialExecutor(operation:)` does. Each
/// later schedule makes other legal choices wherever the runtime promises no order: between
/// jobs ready for the global executor, and between those and the main actor's next job. The
/// main actor's own jobs keep their order, delayed work waits until it is due, and each
/// schedule is a scope of its own, so nothing one schedule leaves behind runs in the next.
///
/// ```swift
/// await withMainSerialExecutor(schedules: .random(count: 200)) {
///   let model = FeedModel(client: .stub)   // created inside: each schedule starts afresh
///   model.refreshTapped()
///   model.nextPageTapped()
///   await settle()
///   #expect(model.items == expected)
/// }
/// ```
///
/// The first failing schedule is reported once, at the assertion that failed: which schedule
/// (strategy, seed, number), the command that replays it (`EXHAUSTIVE_SCHEDULE=<token> swift
/// test --filter <test>`), and each choice where it left first-in-first-out order, naming the
/// tasks by where they were created. Failures of schedule 0 are reported as they always are,
/// and no other schedule runs. Failures of later schedules are caught when they go through this
/// library (its assertions, `reportFailure`, the scope's own checks) or, under Swift Testing,
/// through `#expect` and `Issue.record`; an XCTest assertion (`XCTAssertEqual`) in a later
/// schedule cannot be caught, and is reported where it happened, followed by the schedule.
///
/// - Parameters:
///   - schedules: the strategy; `.fifo` runs the body once, as the form without it does.
///   - allowsUnfinishedTasks: must stay false when `schedules` explores: tasks left running by
///     one schedule would run into the next. With it, the scope reports why and runs once.
///   - stallTimeout: how long a schedule may wait for work from outside the scope before a
///     stall is reported.
///   - fileID: the file failures are attributed to; the call site by default.
///   - filePath: the full path of that file; the call site by default.
///   - line: the line failures are attributed to; the call site by default.
///   - column: the column failures are attributed to; the call site by default.
///   - operation: the test's work, run once per schedule: create the model inside it.
@MainActor
public func withMainSerialExecutor(
  schedules: Schedules,
  allowsUnfinishedTasks: Bool = false,
  stallTimeout: Duration = .seconds(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  @_implicitSelfCapture operation: @isolated(any) () async throws -> Void
) async rethrows {
  try await withMainSerialExecutor(
    schedules: schedules, allowsUnfinishedTasks: allowsUnfinishedTasks,
    stallTimeout: stallTimeout,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    operation: operation)
}

/// Runs synchronous `operation` once per schedule of `schedules`; see the async form.
///
/// Failures are caught when they go through this library; under Swift Testing an `#expect` in
/// a later schedule is reported where it happened (only the async form can catch it).
@_disfavoredOverload
public func withMainSerialExecutor(
  schedules: Schedules,
  allowsUnfinishedTasks: Bool = false,
  stallTimeout: Duration = .seconds(1),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  @_implicitSelfCapture operation: () throws -> Void
) rethrows {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  var exploration = Exploration(
    schedules, allowsUnfinishedTasks: allowsUnfinishedTasks, at: location)
  guard exploration.explores else {
    return try withMainSerialExecutor(
      allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout, at: location,
      operation: operation)
  }
  while let run = exploration.next() {
    let capture = ScheduleRunCapture(keeps: run.keeps)
    var thrown: (any Error)?
    do {
      defer { capture.noteXCTestFailures() }
      try ScheduleRunCapture.$current.withValue(capture) {
        try withMainSerialExecutor(
          allowsUnfinishedTasks: false, stallTimeout: stallTimeout, at: location,
          chooser: run.chooser, operation: operation)
      }
    } catch {
      thrown = error
    }
    if let thrown, !run.keeps { try rethrow(thrown, from: operation) }
    guard exploration.goesOn(after: run, capture: capture, thrown: thrown) else { return }
  }
}

/// The async form, with failures attributed to `location` (the trait's entry point too).
@MainActor
func withMainSerialExecutor(
  schedules: Schedules, allowsUnfinishedTasks: Bool, stallTimeout: Duration,
  at location: SourceCodeLocation, operation: @isolated(any) () async throws -> Void
) async rethrows {
  var exploration = Exploration(
    schedules, allowsUnfinishedTasks: allowsUnfinishedTasks, at: location)
  guard exploration.explores else {
    return try await withMainSerialExecutor(
      allowsUnfinishedTasks: allowsUnfinishedTasks, stallTimeout: stallTimeout, at: location,
      operation: operation)
  }
  while let run = exploration.next() {
    let capture = ScheduleRunCapture(keeps: run.keeps)
    var thrown: (any Error)?
    do {
      defer { capture.noteXCTestFailures() }
      try await capture.scoped {
        try await withMainSerialExecutor(
          allowsUnfinishedTasks: false, stallTimeout: stallTimeout, at: location,
          chooser: run.chooser, operation: operation)
      }
    } catch {
      thrown = error
    }
    if let thrown, !run.keeps { try rethrow(thrown, from: operation) }
    guard exploration.goesOn(after: run, capture: capture, thrown: thrown) else { return }
  }
}

/// Throws `error`, which `operation` threw: lets a `rethrows` function throw an error it caught
/// from its closure parameter, after doing its bookkeeping.
///
/// Sound because the error exists only if `operation` threw it. The compiler accepts the call
/// because `withoutActuallyEscaping` rethrows what its body throws, and the body is given
/// `operation`.
private func rethrow(_ error: any Error, from operation: () throws -> Void) rethrows {
  try withoutActuallyEscaping(operation) { _ in throw error }
}

private func rethrow(_ error: any Error, from operation: () async throws -> Void) rethrows {
  try withoutActuallyEscaping(operation) { _ in throw error }
}

/// One exploring scope's run of schedules: what each run is, and what its outcome means.
struct Exploration {
  struct Run {
    var number: Int
    var chooser: ScheduleChooser
    var choices: [ScheduleToken.Choice]
    /// Whether the run's failures are kept (every run but schedule 0 of a fresh exploration).
    var keeps: Bool
  }

  private let plan: ExplorationPlan
  private var explorer: ExplorationSchedule
  private let location: SourceCodeLocation
  private let filter: String?
  /// False when the scope runs one first-in-first-out schedule, as without exploration.
  let explores: Bool

  init(_ schedules: Schedules, allowsUnfinishedTasks: Bool, at location: SourceCodeLocation) {
    let plan = ExplorationPlan(schedules, at: location)
    self.plan = plan
    self.location = location
    explorer = ExplorationSchedule(plan)
    filter = ExplorationMessages.currentTestFilter
    if let problem = plan.environmentProblem {
      reportFailure(problem, at: location, owner: .current)
    }
    if plan.explores, allowsUnfinishedTasks {
      reportFailure(ExplorationMessages.unfinishedTasksRefused, at: location, owner: .current)
      explores = false
    } else {
      // Without the runtime hooks the plain form reports why, and runs the body once.
      explores = plan.explores && RuntimeHooks.install()
    }
  }

  mutating func next() -> Run? {
    guard let next = explorer.next() else { return nil }
    let keeps = plan.replay != nil || next.number != 0
    return Run(number: next.number, chooser: next.chooser, choices: next.choices, keeps: keeps)
  }

  /// Reports what `run` found, if anything; false when the exploration is over.
  mutating func goesOn(
    after run: Run, capture: ScheduleRunCapture, thrown: (any Error)?
  ) -> Bool {
    if let replay = plan.replay, let divergence = run.chooser.divergence {
      reportFailure(
        ExplorationMessages.diverged(token: replay, at: divergence), at: location,
        owner: .current)
      return false
    }
    guard run.keeps else {
      // Schedule 0 reported its failures as usual: no other schedule is worth running.
      if capture.failed { return false }
      explorer.record(run.chooser, choices: run.choices)
      return true
    }
    if let thrown { capture.noteThrown(thrown, at: location) }
    guard capture.failed else {
      explorer.record(run.chooser, choices: run.choices)
      return true
    }
    let token =
      plan.replay
      ?? ScheduleToken(
        schedules: plan.schedules, number: run.number, scope: plan.scope,
        choices: run.chooser.deviations.map {
          ScheduleToken.Choice(point: $0.point, index: $0.index, of: $0.of)
        })
    let header = ExplorationMessages.header(
      schedules: token.schedules, token: token, deviations: run.chooser.deviations,
      filter: filter)
    deliver(capture.failures, xcTestFailure: capture.xcTestFailure, after: header)
    return false
  }

  /// Reports the failing schedule's failures as one, where the first of them happened.
  private func deliver(
    _ failures: [CapturedFailure], xcTestFailure: XCTestScope.ObservedFailure?,
    after header: String
  ) {
    var failures = failures
    if failures.isEmpty {
      // Only an XCTest assertion failed: XCTest has reported it already, where it happened.
      // Said on the assertion's line when it is in the scope's file (the static file name the
      // report needs is the scope's).
      var at = location
      if let xcTestFailure, let file = xcTestFailure.file, xcTestFailure.line > 0,
        file == "\(location.filePath)" || file == "\(location.fileID)"
      {
        at.line = UInt(xcTestFailure.line)
      }
      failures.append(
        .thrown(ExplorationMessages.xcTestFailureAbove(xcTestFailure), location: at))
    }
    let text = ([header] + failures.map(\.message)).joined(separator: "\n\n")
    switch failures.first {
    case .reported(_, let location, let owner)?:
      reportFailure(text, at: location, owner: owner ?? .current)
    #if canImport(Testing)
      case .issue(let issue)?:
        Issue.record(
          Comment(rawValue: text), sourceLocation: issue.sourceLocation ?? sourceLocation)
    #endif
    case .thrown(_, let location)?:
      reportFailure(text, at: location, owner: .current)
    case nil:
      reportFailure(text, at: location, owner: .current)
    }
  }

  #if canImport(Testing)
    private var sourceLocation: SourceLocation {
      SourceLocation(
        fileID: String(describing: location.fileID),
        filePath: String(describing: location.filePath),
        line: Int(location.line), column: Int(location.column))
    }
  #endif
}

extension ScheduleRunCapture {
  /// Runs `body` with this capture current; under Swift Testing, with the issues the test
  /// records meanwhile (`#expect`) taken too.
  @MainActor
  func scoped(_ body: @MainActor () async throws -> Void) async throws {
    try await Self.$current.withValue(self) {
      #if canImport(Testing)
        if let test = Test.current {
          try await withoutActuallyEscaping(body) { escapable in
            let body = UncheckedBody(run: escapable)
            let handler = IssueHandlingTrait.compactMapIssues { [self] in take($0) }
            try await handler.provideScope(for: test, testCase: Test.Case.current) {
              try await body.run()
            }
          }
          return
        }
      #endif
      try await body()
    }
  }
}

/// The body of one schedule, handed through Swift Testing's issue-handling scope.
///
/// Unchecked Sendable: `provideScope` calls its function once, in the calling task, before it
/// returns, so the closure is never used concurrently nor after the scope.
private struct UncheckedBody: @unchecked Sendable {
  let run: @MainActor () async throws -> Void
}
