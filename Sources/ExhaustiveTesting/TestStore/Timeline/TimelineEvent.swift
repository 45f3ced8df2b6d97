import ExhaustiveCore

/// One line of the timeline a failing test store prints: a step, or something that happened while
/// (or after) that step ran. Actions are kept as values and dumped only when a failure prints.
enum TimelineEvent {
  case step(TimelineStep, action: Any?, location: SourceCodeLocation)
  /// A receive that got another action than the test expected (`received`), or none (`nil`);
  /// `expected` is what the test wrote, e.g. `AppAction.addButtonTapped`.
  case unmatchedReceive(_ expected: String, received: Any?, location: SourceCodeLocation)
  /// The store created at `createdAt` was released, ending an imperatively driven test;
  /// `outlived` names the Swift Testing test that created it when it was released after that
  /// test ended.
  case released(createdAt: SourceCodeLocation, outlived: String?)
  /// The XCTest test that created the store ended with the store still alive.
  case testEnded(String, createdAt: SourceCodeLocation)
  case stateChanged
  case effectStarted(number: Int, ids: [CancelID])
  case effectSent(number: Int, action: Any)
  case effectFinished(number: Int)
  case effectCancelled(number: Int)
  case schedulerAdvanced(String)
  /// A received action a non-exhaustive step reduced without asserting on it; dumped only when
  /// a failure prints, as skipping a million actions logs a million of these.
  case skippedReceive(action: Any)
}

/// The kinds of step a timeline shows.
enum TimelineStep: String {
  case send
  case receive
  case `do`
  case environment
  case skipReceivedActions
  case skipInFlightEffects
  /// The end of an `assert` script, where its final checks run.
  case endOfAssert
  /// `await store.finish()` or `await task.finish()`: waiting for effects to end.
  case finish
}

/// Renders the timeline appended to every test store failure.
///
/// ```
/// Timeline:
///   send AppAction.checkboxTapped (FeatureTests.swift:12)
///     state changed
///     effect #1 started, cancellation id: CancelDelayId()
///   do (FeatureTests.swift:15)
///     effect #1 sent AppAction.delayCompleted
///     effect #1 finished
///     scheduler advanced by 1s (0s → 1s), ran 1 work item
///   receive AppAction.delayCompleted (FeatureTests.swift:18)
/// ```
///
/// A receive always shows what the test expected; when another action arrived, that follows:
/// `receive AppAction.addButtonTapped (FeatureTests.swift:18) — got AppAction.delayCompleted`.
///
/// Steps sit at two spaces, what happened during or after them at four, in the order it
/// happened. A scheduler advance is logged when it ends, so it follows what its work did. Only
/// the last ``maximumLines`` lines are kept, so a long test's failure stays readable.
enum TimelineRenderer {
  static let maximumLines = 40

  static func render(_ log: TimelineLog) -> String {
    var lines = log.events.map(line(for:))
    if lines.isEmpty { lines = ["  (nothing happened yet)"] }
    if log.dropped > 0 {
      let count = Wording.number(log.dropped)
      lines.insert("  … (\(count) earlier \(log.dropped == 1 ? "entry" : "entries"))", at: 0)
    }
    return "Timeline:\n" + lines.joined(separator: "\n")
  }

  static func line(for event: TimelineEvent) -> String {
    switch event {
    case .step(let step, let action, let location):
      let name: String
      switch step {
      case .skipReceivedActions: name = "skipReceivedActions"
      case .skipInFlightEffects: name = "skipInFlightEffects"
      case .endOfAssert: name = "end of assert"
      default: name = step.rawValue
      }
      let actionText = action.map { " " + Dumping.oneLine($0) } ?? ""
      return "  \(name)\(actionText) (\(location.shortDescription))"
    case .unmatchedReceive(let expected, let received, let location):
      // With nothing received the failure above already says so.
      let got = received.map { " — got " + Dumping.oneLine($0) } ?? ""
      return "  receive \(expected) (\(location.shortDescription))\(got)"
    case .released(let createdAt, let outlived):
      let after = outlived.map { ", after its test \($0) ended" } ?? ""
      return "  store released (created at \(createdAt.shortDescription)\(after))"
    case .testEnded(let name, let createdAt):
      return "  end of test \(name) (store created at \(createdAt.shortDescription))"
    case .stateChanged:
      return "    state changed"
    case .effectStarted(let number, let ids):
      return "    effect #\(number) started\(describe(ids))"
    case .effectSent(let number, let action):
      return "    effect #\(number) sent \(Dumping.oneLine(action))"
    case .effectFinished(let number):
      return "    effect #\(number) finished"
    case .effectCancelled(let number):
      return "    effect #\(number) cancelled"
    case .schedulerAdvanced(let description):
      return "    \(description)"
    case .skippedReceive(let action):
      return "    skipped receive \(Dumping.oneLine(action))"
    }
  }

  /// `, cancellation id: "x"` / `, cancellation ids: "x", Y()` / nothing.
  static func describe(_ ids: [CancelID]) -> String {
    switch ids.count {
    case 0: return ""
    case 1: return ", cancellation id: \(ids[0])"
    default: return ", cancellation ids: " + ids.map(\.description).joined(separator: ", ")
    }
  }
}
