/// Why a failure the recorder cannot fix is not recorded, and how to fix it by hand: the text
/// after "Not recorded: " in record mode.
///
/// Each is a failure whose fix depends on what the test's author means, which the run cannot
/// tell; the failure message above it shows what happened.
package enum RecordingRefusal {
  package static let matcherNotRewritten =
    "the step matches with a predicate or a case path, which the recorder does not rewrite. "
    + "The file is unchanged: make it match the action received above, or receive that action "
    + "before this step."

  package static let actionMayStillCome =
    "effects are still running or a scheduler has work (listed above), so the action may still "
    + "come once the test advances what they wait on. The file is unchanged: advance the "
    + "scheduler or clock before this step, or delete the step if no action should come."

  package static let effectsStillRunning =
    "an effect still running is not an expectation the test wrote, and only its author knows "
    + "whether it should finish or be cancelled. The file is unchanged: end it as described above."

  /// A receive that hands the test the payload has two trailing closures; the recorder rewrites
  /// only a step's last one.
  package static let payloadReceive =
    "the step receives by case path with a payload closure and an `assert:` closure, and the "
    + "recorder rewrites only a step's last closure. The file is unchanged: write the state "
    + "change in its `assert:` closure by hand (the diff above shows it)."

  package static let closureThrew =
    "the expected-state closure threw, so there is no state to compare. The file is unchanged: "
    + "make the closure finish without throwing."

  package static let scopedSend =
    "a scoped store sends view actions, which the store running the feature sees only as the "
    + "feature's actions. The file is unchanged: write the view state the failure shows."

  /// Ends a failure about changes made outside any step, in record mode.
  package static let outsideSteps =
    "the model changed outside any step, and only the test's author knows which code changed it "
    + "(a stream the test fed, a clock it advanced). The file is unchanged: make that change in "
    + "a step, harness.run { … } expecting: { … }, with the changes the diff shows."
}
