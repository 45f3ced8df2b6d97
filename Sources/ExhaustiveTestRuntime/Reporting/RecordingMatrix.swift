/// Every failure kind of every tool, and what record mode does with it: rewrites the test
/// (`Recorded: re-run the test.`) or ends the failure with `Not recorded:` and why.
///
/// The rule this holds: under record mode, no failure ends without one of the two. The tools
/// that rewrite files (the test store, ``ModelHarness``, `expectNoDifference`,
/// `expectDifference`) write their own section; every other failure passes through
/// ``completed(_:)`` where failures are delivered, which adds the reason of the first row whose
/// opening the message starts with, or the last row's when none does. The record-mode article's
/// table is this one, and a test walks it.
enum RecordingMatrix {
  /// One failure kind.
  struct Row: Equatable {
    /// The tool that reports it.
    var tool: String
    /// The failure, as the article names it.
    var failure: String
    /// How its message starts; nil for a kind whose tool writes its own section.
    var opening: String?
    /// `Recorded: …` (how it is written) or `Not recorded: …` (why not, and what to do).
    var outcome: String
  }

  static let notAnExpectation =
    "it is not an expectation written in the test's source, so there is nothing to rewrite. "
    + "The file is unchanged: fix it as described above."

  static let taskStillRunning =
    "a task still running is not an expectation the test wrote, and only its author knows "
    + "whether it should be resumed or cancelled. The file is unchanged: end it as described "
    + "above."

  static let unimplementedCalled =
    "a dependency the test left unimplemented was called: only the test's author knows what it "
    + "should return. The file is unchanged: override it, or remove the call."

  static let timeMisused =
    "it is a mistake in how the test drives time, not an expectation written in its source. "
    + "The file is unchanged: fix it as described above."

  static let effectLeftRunning =
    "an effect left running is not an expectation the test wrote, and only its author knows "
    + "whether it should finish or be cancelled. The file is unchanged: end it as described "
    + "above."

  /// The rows, in the order the article lists them.
  static let rows: [Row] = [
    Row(
      tool: "TestStore", failure: "State change does not match, after a send or a receive",
      opening: nil, outcome: "Recorded: the step's trailing closure replaced"),
    Row(
      tool: "TestStore", failure: "Expected state to change, but no change occurred",
      opening: nil, outcome: "Recorded: the step's trailing closure removed"),
    Row(
      tool: "TestStore",
      failure: "Actions unhandled before a send, a `.do` or an `.environment` step",
      opening: nil, outcome: "Recorded: `receive` steps inserted before that step"),
    Row(
      tool: "TestStore", failure: "Actions unhandled when a script ends", opening: nil,
      outcome: "Recorded: `.receive(…)` steps appended to the script"),
    Row(
      tool: "TestStore", failure: "Actions unhandled when the test ends", opening: nil,
      outcome: "Recorded: `receive` calls after the test's last statement, or before the "
        + "`await store.finish()` that ends it"),
    Row(
      tool: "TestStore", failure: "Received unexpected action (the step names an action)",
      opening: nil,
      outcome: "Recorded: the step's action and closure replaced, its other arguments kept"),
    Row(
      tool: "TestStore",
      failure: "Expected to receive an action, but received none, with nothing running",
      opening: nil, outcome: "Recorded: the step deleted"),
    Row(
      tool: "TestStore", failure: "Received an action a predicate or a case path does not match",
      opening: nil, outcome: "Not recorded: " + RecordingRefusal.matcherNotRewritten),
    Row(
      tool: "TestStore",
      failure: "Expected to receive an action, while effects run or a scheduler has work",
      opening: nil, outcome: "Not recorded: " + RecordingRefusal.actionMayStillCome),
    Row(
      tool: "TestStore", failure: "Effects still running at the end of the test or assert",
      opening: nil, outcome: "Not recorded: " + RecordingRefusal.effectsStillRunning),
    Row(
      tool: "TestStore", failure: "`finish()` with an effect still running",
      opening: "Expected all effects to finish, but they are stalled.",
      outcome: "Not recorded: " + RecordingRefusal.effectsStillRunning),
    Row(
      tool: "TestStore", failure: "An expected-state closure that threw", opening: nil,
      outcome: "Not recorded: " + RecordingRefusal.closureThrew),
    Row(
      tool: "TestStore", failure: "A send of a scoped store that takes view actions",
      opening: nil, outcome: "Not recorded: " + RecordingRefusal.scopedSend),
    Row(
      tool: "TestStore", failure: "A step called inside another step or the reducer",
      opening: nil, outcome: "Not recorded: " + notAnExpectation),
    Row(
      tool: "TestStore", failure: "Nothing to skip (`skipReceivedActions`, `skipInFlightEffects`)",
      opening: "There were no ", outcome: "Not recorded: " + notAnExpectation),
    Row(
      tool: "ModelHarness", failure: "A step's expectation does not match", opening: nil,
      outcome: "Recorded: the step's `expecting:` closure written"),
    Row(
      tool: "ModelHarness", failure: "The model changed between or after steps", opening: nil,
      outcome: "Not recorded: " + RecordingRefusal.outsideSteps),
    Row(
      tool: "expectNoDifference", failure: "The values differ", opening: nil,
      outcome: "Recorded: the expected argument replaced by the actual value"),
    Row(
      tool: "expectDifference", failure: "The change differs", opening: nil,
      outcome: "Recorded: the `changes:` closure replaced"),
    Row(
      tool: "withMainSerialExecutor", failure: "The scope ended with a task still running",
      opening: "withMainSerialExecutor ended while", outcome: "Not recorded: " + taskStillRunning),
    Row(
      tool: "withMainSerialExecutor", failure: "The test is suspended and nothing can resume it",
      opening: "The test is suspended inside withMainSerialExecutor",
      outcome: "Not recorded: " + taskStillRunning),
    Row(
      tool: "unimplemented, UUIDGenerator, DateGenerator, UnimplementedScheduler",
      failure: "An unimplemented dependency was called", opening: "Unimplemented",
      outcome: "Not recorded: " + unimplementedCalled),
    Row(
      tool: "withMainSerialExecutor",
      failure: "`settle()` called off the main thread or outside a scope",
      opening: "settle() was called", outcome: "Not recorded: " + notAnExpectation),
    Row(
      tool: "TestClock", failure: "Time moved backwards, or `run()` woke sleepers without end",
      opening: "TestClock.", outcome: "Not recorded: " + timeMisused),
    Row(
      tool: "TestScheduler",
      failure: "Time moved backwards, a non-positive interval, or `run()` without end",
      opening: "TestScheduler.", outcome: "Not recorded: " + timeMisused),
    Row(
      tool: "expectNoCancellableEffects", failure: "A cancellable effect still running",
      opening: "1 cancellable effect is still running",
      outcome: "Not recorded: " + effectLeftRunning),
    Row(
      tool: "expectNoCancellableEffects", failure: "Several cancellable effects still running",
      opening: nil, outcome: "Not recorded: " + effectLeftRunning),
    Row(
      tool: "any other", failure: "Any other failure", opening: "",
      outcome: "Not recorded: " + notAnExpectation),
  ]

  /// `message`, ended with `Not recorded:` and its row's reason when record mode is on and the
  /// message says nothing about recording yet; otherwise unchanged.
  static func completed(_ message: String) -> String {
    guard RecordMode.expectations == .failures, !saysWhetherRecorded(message) else {
      return message
    }
    var row = rows.first { $0.opening.map(message.hasPrefix) ?? false }
    // The one opening that starts with a count.
    if message.firstIndex(of: " ").map({ message[$0...].hasPrefix(" cancellable effects are") })
      == true
    {
      row = rows.first { $0.outcome == "Not recorded: " + effectLeftRunning }
    }
    return message + "\n\n" + (row ?? rows[rows.count - 1]).outcome
  }

  /// Whether the message already ends with what record mode did.
  static func saysWhetherRecorded(_ message: String) -> Bool {
    message.contains("Recorded: re-run the test.") || message.contains("Not recorded: ")
  }
}
