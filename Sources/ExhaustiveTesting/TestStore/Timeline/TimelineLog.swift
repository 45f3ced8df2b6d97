/// The timeline's most recent events, oldest first.
///
/// A failure prints at most ``TimelineRenderer/maximumLines`` lines, one per event, so older
/// events are only counted: a test that runs a hundred thousand steps keeps forty events, not
/// all of them, and appending stays constant-time.
struct TimelineLog {
  /// How many events are kept.
  static let capacity = TimelineRenderer.maximumLines

  /// Ring storage: once full, `start` is the oldest event.
  private var storage: [TimelineEvent] = []
  private var start = 0
  /// How many events were appended and are no longer kept.
  private(set) var dropped = 0
  /// Where the latest step the test ran is written, if it ran any; kept apart from the events
  /// so it survives them being dropped.
  private(set) var lastStepLocation: SourceCodeLocation?

  /// Appends `event`; `stepAt` is where the step it records is written, when it records one.
  ///
  /// The caller says so rather than the log reading it off the event, which would copy it.
  mutating func append(_ event: consuming TimelineEvent, stepAt location: SourceCodeLocation? = nil)
  {
    if let location {
      lastStepLocation = location
    }
    if storage.count < Self.capacity {
      storage.append(event)
      return
    }
    // Moved in, not copied: an event holds actions as `Any`, which are costly to copy.
    var replacement = event
    swap(&storage[start], &replacement)
    start = start == Self.capacity - 1 ? 0 : start + 1
    dropped += 1
  }

  /// The kept events, oldest first.
  var events: [TimelineEvent] {
    Array(storage[start...] + storage[..<start])
  }
}
