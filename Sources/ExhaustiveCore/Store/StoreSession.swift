import Dispatch
import StructuralDiff

/// A live session of a ``Store`` written down as it happens — every action sent, every action
/// its effects fed back, the state after each, and when — so it can be printed as a test that
/// replays it against the same reducer.
///
/// ```swift
/// let session = store.recordSession(timedBy: environment.mainQueue)
/// // … the app runs: a person taps, effects answer …
/// print(session.testSteps(style: .script))
/// ```
///
/// prints, for the Todos app,
///
/// ```swift
/// store.assert(
///   .send(.addButtonTapped) {
///     $0.todos = [Todo(isComplete: false, description: "", id: UUID(0))]
///   },
///   .send(.todo(index: 0, action: .checkboxTapped)) {
///     $0.todos[0].isComplete = true
///   },
///   .do { scheduler.advance(by: .milliseconds(1004)) },
///   .receive(.todoDelayCompleted)
/// )
/// ```
///
/// Time is replayed on the test's scheduler: before each step the session writes how long
/// passed since the previous one on the scheduler the app's effects run on (the main queue's
/// real time, live) (in whole milliseconds, rounded so that no delay or
/// debounce fires earlier in the replay than it did live), so effects on a scheduler deliver
/// in the test exactly where they did in the session. The printed steps pass when the test's
/// environment produces what the live one did: a deterministic UUID generator in place of
/// random ones, a `TestScheduler` named as `scheduler` says. Time that passes while no effect is running is
/// not replayed: nothing is scheduled that could observe it, and leaving it out keeps the test
/// the same however fast the person typed. Two events less than a millisecond apart may replay
/// in either order. Effects still running when the session is printed are
/// cancelled by a last step (`store.skipInFlightEffects()`), since the session never saw them
/// end.
public final class StoreSession<State, Action> {
  /// How a step came to the store.
  enum Origin {
    case send
    case receive
  }

  /// One action the store handled.
  struct Event {
    var origin: Origin
    var action: Action
    var before: State
    var after: State
    /// The session clock's uptime, in nanoseconds, when the store handled it.
    var time: UInt64
    /// How many effects were running once the store had started this action's effect.
    var effectsRunningAfter = 0
  }

  /// The events so far, in the order the store handled them.
  var events: [Event] = []
  /// The session's clock: the scheduler's `now`, in nanoseconds of uptime.
  let now: () -> UInt64
  /// When recording began.
  let start: UInt64
  /// How many effects are still running, asked when the steps are printed.
  let runningEffects: () -> Int

  init(timedBy scheduler: AnySchedulerOf<DispatchQueue>, runningEffects: @escaping () -> Int) {
    self.now = { scheduler.now.dispatchTime.uptimeNanoseconds }
    self.start = now()
    self.runningEffects = runningEffects
  }

  /// How the printed test drives the store.
  public enum Style: Sendable {
    /// One `store.assert(…)` call with `.send`, `.receive` and `.do` steps.
    case script
    /// `store.send(…)`, `store.receive(…)` and `scheduler.advance(…)` statements.
    case imperative
  }

  /// The test steps that replay the session so far: the store is named `store` and the test
  /// scheduler `scheduler` (change either with `store:` and `scheduler:`).
  public func testSteps(style: Style, store: String = "store", scheduler: String = "scheduler")
    -> String
  {
    var steps: [String] = []
    // Time before the first action cannot matter: nothing is scheduled yet.
    var previousTime = events.first?.time ?? start
    // Time while no effect runs cannot matter either: nothing is scheduled to observe it.
    var previousLeftEffectsRunning = false
    for event in events {
      let advance =
        Self.milliseconds(from: start, to: event.time)
        - Self.milliseconds(from: start, to: previousTime)
      if advance > 0, previousLeftEffectsRunning {
        let call = "\(scheduler).advance(by: .milliseconds(\(advance)))"
        steps.append(style == .script ? ".do { \(call) }" : call)
      }
      previousTime = event.time
      previousLeftEffectsRunning = event.effectsRunningAfter > 0
      steps.append(Self.step(event, style: style, store: store))
    }
    if runningEffects() > 0 {
      let call = "\(store).skipInFlightEffects()"
      steps.append(style == .script ? ".do { \(call) }" : call)
    }
    switch style {
    case .script:
      guard !steps.isEmpty else { return "\(store).assert()" }
      return "\(store).assert(\n"
        + steps.map { Self.indented($0) }.joined(separator: ",\n") + "\n)"
    case .imperative:
      return steps.joined(separator: "\n")
    }
  }

  /// Milliseconds since `start`, rounded up: a step's replayed time is never earlier than its
  /// live time, and a delay of whole milliseconds scheduled at an earlier step stays within.
  private static func milliseconds(from start: UInt64, to time: UInt64) -> UInt64 {
    let nanoseconds = time &- start
    return (nanoseconds + 999_999) / 1_000_000
  }

  private static func step(_ event: Event, style: Style, store: String) -> String {
    let verb = event.origin == .send ? "send" : "receive"
    let prefix = style == .script ? "." : "\(store)."
    let mutations = SwiftSource.mutations(from: event.before, to: event.after, root: "$0")
    let closure =
      mutations.isEmpty
      ? "" : " {\n" + mutations.map { "  " + $0 + "\n" }.joined() + "}"
    // A receive of an action that is not `Equatable` is written by its case path: comparing
    // an action literal would need `Equatable` (as record mode writes it, Recording/).
    let source =
      event.origin == .receive && !(Action.self is any Equatable.Type)
      ? SwiftSource.casePath(of: event.action, in: Action.self).map { [$0] }
      : SwiftSource.expression(of: event.action, width: 60)
    switch source {
    case .success(let lines):
      return prefix + verb + "(" + lines.joined(separator: "\n") + ")" + closure
    case .failure(let problem):
      let comment = "\(prefix)\(verb)(…): no Swift source for \(problem.reason)" + closure
      return comment.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "// " + $0 }.joined(separator: "\n")
    }
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
  }
}
