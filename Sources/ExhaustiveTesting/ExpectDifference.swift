import StructuralDiff

/// Evaluates `expression`, runs `operation`, evaluates it again, and fails the running test,
/// with a structural diff, unless `changes` applied to the first value describes the second.
///
/// ```swift
/// var counter = Counter()
/// expectDifference(counter) {
///   counter.increment()
/// } changes: {
///   $0.count = 1
///   $0.isOdd = true
/// }
/// ```
///
/// The assertion is exhaustive: a change `operation` made that `changes` leaves out fails,
/// with the same text as ``expectNoDifference(_:_:_:fileID:file:line:column:)``:
///
/// ```
/// expectDifference failed: …
///
///   Counter(
/// −   count: 1,
/// +   count: 1,
///     isOdd: true
///   )
///
/// (Expected: −, Actual: +)
/// ```
///
/// An `operation` that changes nothing, described by `changes` that change nothing, fails with
/// `Expected a change, but no change occurred.` Without an `operation` the assertion is not
/// exhaustive: `changes` sets only the fields worth checking, so after `counter.increment()`,
/// `expectDifference(counter) { $0.count = 1 }` passes when `count` is 1, whatever the other
/// fields hold. An error thrown by `expression`, `operation` or `changes` fails the test with
/// `Threw error: …`.
///
/// Works under Swift Testing and XCTest alike.
///
/// In record mode (``RecordMode/expectations``, or `EXHAUSTIVE_RECORD=1`) a failure with an
/// `operation` also rewrites the `changes` closure in the test's source file to the assignments
/// that make it pass.
///
/// - Parameters:
///   - expression: The value to watch, evaluated before and after `operation`.
///   - message: Heads the failure in place of `…`.
///   - operation: The work that changes the value, if any.
///   - changes: Turns a copy of the value from before `operation` into the value expected after.
///   - fileID: The file ID the failure is attributed to; defaults to the caller's.
///   - filePath: The file path the failure is attributed to; defaults to the caller's.
///   - line: The line the failure is attributed to; defaults to the caller's.
///   - column: The column the failure is attributed to; defaults to the caller's.
public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: (() throws -> Void)? = nil,
  changes: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let location = SourceCodeLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let original = try expression()
    try operation?()
    try assertDifference(
      from: original, to: expression, changes, isExhaustive: operation != nil, message,
      location: location)
  } catch {
    reportThrown(error, message, location: location)
  }
}

/// Evaluates `expression`, awaits `operation`, evaluates it again, and fails the running test,
/// with a structural diff, unless `changes` applied to the first value describes the second.
///
/// ```swift
/// await expectDifference(model.state) {
///   await model.refresh()
/// } changes: {
///   $0.isLoading = false
///   $0.items = [item]
/// }
/// ```
///
/// The async form of the synchronous `expectDifference`, with the same failures; it runs in the
/// caller's isolation, so `operation` may touch main-actor state. Inside an `async` function a
/// call with an operation resolves to this form (as swift-custom-dump's does): write `await`.
/// Record mode rewrites its `changes` closure as it does the synchronous form's.
///
/// - Parameters:
///   - expression: The value to watch, evaluated before and after `operation`.
///   - message: Heads the failure in place of `…`.
///   - operation: The work that changes the value.
///   - changes: Turns a copy of the value from before `operation` into the value expected after.
///   - fileID: The file ID the failure is attributed to; defaults to the caller's.
///   - filePath: The file path the failure is attributed to; defaults to the caller's.
///   - line: The line the failure is attributed to; defaults to the caller's.
///   - column: The column the failure is attributed to; defaults to the caller's.
nonisolated(nonsending) public func expectDifference<T: Equatable>(
  _ expression: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  operation: () async throws -> Void,
  changes: (inout T) throws -> Void,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async {
  let location = SourceCodeLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let original = try expression()
    try await operation()
    try assertDifference(
      from: original, to: expression, changes, isExhaustive: true, message, location: location)
  } catch {
    reportThrown(error, message, location: location)
  }
}

/// What both forms do once the operation ran: applies `changes` to `original` and compares the
/// result with `expression` evaluated again.
private func assertDifference<T: Equatable>(
  from original: T, to expression: () throws -> T, _ changes: (inout T) throws -> Void,
  isExhaustive: Bool, _ message: () -> String, location: SourceCodeLocation
) throws {
  var expected = original
  try changes(&expected)
  let actual = try expression()
  assertDifference(
    original: original, expected: expected, actual: actual, isExhaustive: isExhaustive, message,
    location: location)
}

/// The failure of an `expression`, `operation` or `changes` that threw.
private func reportThrown(
  _ error: any Error, _ message: () -> String, location: SourceCodeLocation
) {
  let refusal = RecordMode.expectations == .failures ? "\n\n" + DifferenceAcceptance.threw : ""
  reportFailure("\(differenceHeader(message))\n\nThrew error: \(error)" + refusal, at: location)
}

/// The failure's first line: `expectDifference failed: …`, or the message in place of `…`.
private func differenceHeader(_ message: () -> String) -> String {
  let message = message()
  return "expectDifference failed: \(message.isEmpty ? "…" : message)"
}

/// Compares the described value with the actual one as `expectNoDifference` does, and, when
/// an operation ran, fails if neither it nor `changes` changed anything (the assertion would
/// prove nothing).
private func assertDifference<T: Equatable>(
  original: T, expected: T, actual: T, isExhaustive: Bool, _ message: () -> String,
  location: SourceCodeLocation
) {
  // `==` on a deep value recurses once per level: run it where the stack has room.
  let recording = RecordMode.expectations == .failures
  if LargeStack.run({ expected == actual }) {
    guard isExhaustive, LargeStack.run({ original == actual }) else { return }
    reportFailure(
      "\(differenceHeader(message))\n\nExpected a change, but no change occurred."
        + (recording ? "\n\n" + DifferenceAcceptance.nothingChanged : ""), at: location)
    return
  }
  let body =
    Dumping.diff(expected, actual)
    ?? "The values are not equal, but their dumps are identical:\n\n"
    + Dumping.indent(Dumping.dump(actual), by: 2)
  var failure = "\(differenceHeader(message))\n\n\(body)\n\n(Expected: −, Actual: +)"
  if recording {
    failure +=
      "\n\n"
      + recordedChanges(
        original: original, expected: expected, actual: actual,
        isExhaustive: isExhaustive, location: location)
  }
  reportFailure(failure, at: location)
}

/// The record-mode section of a failing `expectDifference`: the `changes` closure that passes,
/// written into the test when the call has an operation; refused with its reason otherwise.
private func recordedChanges<T: Equatable>(
  original: T, expected: T, actual: T, isExhaustive: Bool, location: SourceCodeLocation
) -> String {
  guard isExhaustive else {
    // Without an operation, the value before and after is the same: the closure's wrong
    // assignments are the difference between what it described and the value.
    let lines = SwiftSource.mutations(from: expected, to: actual, root: "$0")
    return DifferenceAcceptance(lines: lines, location: location)
      .section(refusal: DifferenceAcceptance.withoutOperation)
  }
  let lines = SwiftSource.mutations(from: original, to: actual, root: "$0")
  guard !lines.isEmpty, LargeStack.run({ original != actual }) else {
    return DifferenceAcceptance.nothingChanged
  }
  let acceptance = DifferenceAcceptance(lines: lines, location: location)
  guard !lines.contains(where: { $0.hasPrefix("//") }) else {
    return acceptance.section(refusal: DifferenceAcceptance.noSource)
  }
  return acceptance.section()
}
