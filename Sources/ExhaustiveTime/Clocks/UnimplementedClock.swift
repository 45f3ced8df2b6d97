import ExhaustiveCore
import ExhaustiveTestRuntime

/// A clock that fails the test whenever the feature sleeps on it.
///
/// Put it in an environment for a test that should never touch time; if the feature sleeps, the
/// test fails, naming the call:
///
/// ```swift
/// let store = TestStore(
///   initialState: CounterState(),
///   reducer: counterReducer,
///   environment: CounterEnvironment(clock: UnimplementedClock())
/// )
/// // Unimplemented: UnimplementedClock.sleep(for: 1 second) was called.
/// ```
///
/// The failure is attributed to where the clock was created. One mistake makes one failure:
/// - Reading `now` is not a failure by itself, because `sleep(for:)` (a `Clock` extension) reads
///   it before calling `sleep(until:tolerance:)`; the sleep is what fails. A sleep until a
///   deadline computed from `now` on the same task is named `sleep(for:)`, any other
///   `sleep(until: now + 1 second)`.
/// - The sleep throws `CancellationError` after reporting, so the effect that slept stops there,
///   as a cancelled one would, instead of going on to send actions (a timer's ticks) that would
///   each fail the test again.
///
/// Reading `minimumResolution` reports a failure and returns zero (or the wrapped clock's).
///
/// Generic over its duration as swift-clocks 1.1.1 spells it: `UnimplementedClock()` is an
/// `UnimplementedClock<Duration>`, and `.unimplemented()` makes one where a clock is expected.
public final class UnimplementedClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// The immediate clock's instant: an offset from when the clock was created.
  public typealias Instant = ImmediateClock<Duration>.Instant

  /// The clock's name, where it was created, and the test that created it, which a sleep on
  /// another thread is reported to.
  private let site: UnimplementedSite
  /// The time `now` reads: fixed, or the wrapped clock's since the wrapping.
  private let readNow: @Sendable () -> Instant
  private let readResolution: @Sendable () -> Duration
  /// The last `now` read and the task that read it (nil outside a task), so that the sleep that
  /// follows can be named `sleep(for:)`.
  private let lastRead = Lock<(task: Int?, instant: Instant)?>(nil)

  /// A clock that reports a failure, attributed to this call site, whenever it is slept on.
  ///
  /// - Parameters:
  ///   - name: how failures refer to the clock, e.g. `"mainClock"`.
  ///   - now: the time `now` reads.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public init(
    name: String = "UnimplementedClock",
    now: Instant,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.site = UnimplementedSite(
      name, at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.readNow = { now }
    self.readResolution = { .zero }
  }

  /// A clock that reads its time from `base` (offsets from `base`'s `now` at this call) and
  /// reports a failure, attributed to this call site, whenever it is slept on, as swift-clocks'
  /// `UnimplementedClock(_:name:)` does. The sleep does not go on to sleep on `base`: it throws
  /// `CancellationError` after reporting, as every unimplemented clock's does.
  ///
  /// - Parameters:
  ///   - base: the clock whose time `now` and `minimumResolution` read.
  ///   - name: how failures refer to the clock; the base clock's type by default.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public init<C: Clock>(
    _ base: C,
    name: String = "\(C.self)",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where C.Duration == Duration {
    let origin = base.now
    self.site = UnimplementedSite(
      name, at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    self.readNow = { Instant(offset: origin.duration(to: base.now)) }
    self.readResolution = { base.minimumResolution }
  }

  /// The immediate clock's time, which never moves (no sleep completes); reading it is not a
  /// failure.
  public var now: Instant {
    let now = readNow()
    let task = Self.currentTask
    lastRead.withLock { $0 = (task, now) }
    return now
  }

  /// Reports a failure, then returns the immediate clock's resolution.
  public var minimumResolution: Duration {
    fail("minimumResolution")
    return readResolution()
  }

  /// Reports a failure, then throws `CancellationError` so the caller stops as if cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let task = Self.currentTask
    let read = lastRead.withLock { read in
      defer { read = nil }
      return read
    }
    if let read, read.task == task {
      fail("sleep(for: \(read.instant.duration(to: deadline).messageDescription))")
    } else {
      let offset = readNow().duration(to: deadline)
      let sign = offset < .zero ? " - " : " + "
      let magnitude = offset < .zero ? .zero - offset : offset
      let target = offset == .zero ? "now" : "now" + sign + magnitude.messageDescription
      fail("sleep(until: \(target))")
    }
    throw CancellationError()
  }

  private func fail(_ call: String) {
    site.report("Unimplemented: \(site.name).\(call) was called.")
  }

  /// Identifies the current task, or nil outside one.
  private static var currentTask: Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }
}

extension UnimplementedClock where Duration == Swift.Duration {
  /// A clock measuring `Swift.Duration` that reports a failure, attributed to this call site,
  /// whenever it is slept on: `UnimplementedClock()`, `UnimplementedClock("mainClock")`.
  ///
  /// - Parameters:
  ///   - name: how failures refer to the clock, e.g. `"mainClock"`.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public convenience init(
    _ name: String = "UnimplementedClock",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      name: name, now: Instant(), fileID: fileID, file: filePath, line: line, column: column)
  }

  /// The same clock, with the name labelled as swift-clocks labels it:
  /// `UnimplementedClock(name: "mainClock")`.
  ///
  /// - Parameters:
  ///   - name: how failures refer to the clock.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public convenience init(
    name: String,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(name, fileID: fileID, file: filePath, line: line, column: column)
  }
}

extension Clock where Self == UnimplementedClock<Swift.Duration> {
  /// A new ``UnimplementedClock``, for `.unimplemented()` where a clock is expected; failures
  /// are attributed to this call site.
  ///
  /// - Parameters:
  ///   - name: how failures refer to the clock.
  ///   - fileID: the file failures are attributed to; the call site by default.
  ///   - filePath: the full path of that file; the call site by default.
  ///   - line: the line failures are attributed to; the call site by default.
  ///   - column: the column failures are attributed to; the call site by default.
  public static func unimplemented(
    _ name: String = "UnimplementedClock",
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    UnimplementedClock(name, fileID: fileID, file: filePath, line: line, column: column)
  }
}
