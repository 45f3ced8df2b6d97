/// A test store failure as it is reported: the message, then the timeline of the test so far.
///
/// The one place a message meets the timeline, whoever reports it: a step of the store, a
/// dependency that failed while a step ran (``StepFailureScope``), or an async wait for effects
/// (``TestStoreTask/finish(timeout:fileID:file:line:column:)``).
func failureReport(_ message: String, timeline: TimelineLog) -> String {
  message + "\n\n" + TimelineRenderer.render(timeline)
}
