import ExhaustiveCore

// `unimplemented(_:)` builds a dependency endpoint that a test has not implemented: calling it
// fails the test, naming the endpoint and the arguments, and never crashes the process (as a
// `fatalError` stand-in would, taking every other test of the run down with it).
//
// One overload per shape, for 0 to 3 arguments, because Swift infers each from the type the
// closure is assigned to:
// - throwing: reports, then throws `UnimplementedFailure`;
// - with `placeholder:`: reports, then returns the placeholder;
// - returning `Void`: reports, then returns.
// Every closure is `@Sendable` and synchronous; Swift converts it to the `async`, non-`Sendable`
// or throwing type the endpoint declares, so those shapes need no overloads of their own. The
// `Void` forms are disfavoured so that an endpoint that both throws and returns `Void` takes the
// throwing form (otherwise both would fit and the call would be ambiguous): a throwing endpoint
// always throws when unimplemented.

/// An endpoint taking no arguments that fails the test when called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// var fetchTrivia: @Sendable () async throws -> String = unimplemented("FactClient.fetchTrivia")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<R>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable () throws -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return {
    try endpoint.fail(arguments: [])
  }
}

/// An endpoint taking no arguments that fails the test when called, then returns `placeholder`
/// (evaluated on each call) so the test can go on. A throwing endpoint given a placeholder
/// returns it too, instead of throwing.
///
/// ```swift
/// var uuid: @Sendable () -> UUID = unimplemented("uuid", placeholder: UUID(0))
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<R>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> R,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable () -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return {
    endpoint.report(arguments: [], returning: placeholder)
  }
}

/// An endpoint taking no arguments and returning nothing that fails the test when called.
///
/// ```swift
/// var reload: @Sendable () -> Void = unimplemented("reload")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
@_disfavoredOverload
public func unimplemented(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable () -> Void {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return {
    endpoint.report(arguments: [])
  }
}

/// An endpoint taking one argument that fails the test when called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// var fetch: @Sendable (Int) async throws -> String = unimplemented("FactClient.fetch")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, R>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A) throws -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a in
    try endpoint.fail(arguments: [a])
  }
}

/// An endpoint taking one argument that fails the test when called, then returns `placeholder`
/// (evaluated on each call) so the test can go on. A throwing endpoint given a placeholder
/// returns it too, instead of throwing.
///
/// ```swift
/// var isFavorite: @Sendable (Int) -> Bool = unimplemented("isFavorite", placeholder: false)
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, R>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> R,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A) -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a in
    endpoint.report(arguments: [a], returning: placeholder)
  }
}

/// An endpoint taking one argument and returning nothing that fails the test when called.
///
/// ```swift
/// var log: @Sendable (String) -> Void = unimplemented("log")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
@_disfavoredOverload
public func unimplemented<A>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A) -> Void {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a in
    endpoint.report(arguments: [a])
  }
}

/// An endpoint taking two arguments that fails the test when called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// var fetchRange: @Sendable (Int, Int) async throws -> [String] =
///   unimplemented("FactClient.fetchRange")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, B, R>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B) throws -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b in
    try endpoint.fail(arguments: [a, b])
  }
}

/// An endpoint taking two arguments that fails the test when called, then returns `placeholder`
/// (evaluated on each call) so the test can go on. A throwing endpoint given a placeholder
/// returns it too, instead of throwing.
///
/// ```swift
/// var distance: @Sendable (Int, Int) -> Int = unimplemented("distance", placeholder: 0)
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, B, R>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> R,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B) -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b in
    endpoint.report(arguments: [a, b], returning: placeholder)
  }
}

/// An endpoint taking two arguments and returning nothing that fails the test when called.
///
/// ```swift
/// var track: @Sendable (String, Int) -> Void = unimplemented("Analytics.track")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
@_disfavoredOverload
public func unimplemented<A, B>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B) -> Void {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b in
    endpoint.report(arguments: [a, b])
  }
}

/// An endpoint taking three arguments that fails the test when called, then throws
/// ``UnimplementedFailure``.
///
/// ```swift
/// var search: @Sendable (String, Int, Int) async throws -> [String] =
///   unimplemented("SearchClient.search")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, B, C, R>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B, C) throws -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b, c in
    try endpoint.fail(arguments: [a, b, c])
  }
}

/// An endpoint taking three arguments that fails the test when called, then returns `placeholder`
/// (evaluated on each call) so the test can go on. A throwing endpoint given a placeholder
/// returns it too, instead of throwing.
///
/// ```swift
/// var clamp: @Sendable (Int, Int, Int) -> Int = unimplemented("clamp", placeholder: 0)
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
public func unimplemented<A, B, C, R>(
  _ name: String,
  placeholder: @autoclosure @escaping @Sendable () -> R,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B, C) -> R {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b, c in
    endpoint.report(arguments: [a, b, c], returning: placeholder)
  }
}

/// An endpoint taking three arguments and returning nothing that fails the test when called.
///
/// ```swift
/// var track: @Sendable (String, Int, Bool) -> Void = unimplemented("Analytics.track")
/// ```
///
/// The failure names the endpoint and the arguments it was called with. Inside a
/// ``TestStore`` step it belongs to that step; elsewhere it points at the line that called
/// `unimplemented`.
@_disfavoredOverload
public func unimplemented<A, B, C>(
  _ name: String,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (A, B, C) -> Void {
  let endpoint = UnimplementedEndpoint(name, fileID, filePath, line, column)
  return { a, b, c in
    endpoint.report(arguments: [a, b, c])
  }
}

/// Reports the call of an unimplemented endpoint where `unimplemented` was written, or to the
/// step of a test store that is running; the site keeps the endpoint's name, the line that made
/// it, and the test that made it, which receives a call that comes from a thread no test runs on.
private struct UnimplementedEndpoint: Sendable {
  let site: UnimplementedSite

  init(
    _ name: String, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
    _ column: UInt
  ) {
    self.site = UnimplementedSite(
      name, at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  func report(arguments: [Any]) {
    site.report(unimplementedMessage(site.name, arguments: arguments))
  }

  /// Reports the call, then throws: what every throwing endpoint does.
  func fail(arguments: [Any]) throws -> Never {
    report(arguments: arguments)
    throw UnimplementedFailure(name: site.name)
  }

  /// Reports the call, then returns a fresh `placeholder()`: what every endpoint given one does.
  func report<R>(arguments: [Any], returning placeholder: () -> R) -> R {
    report(arguments: arguments)
    return placeholder()
  }
}

/// `Unimplemented: FactClient.fetch was called with 42. …`: what was called, with what, and how
/// to fix the test. Each argument is dumped on one line (deterministic, cut at 100 characters);
/// several are wrapped in parentheses.
private func unimplementedMessage(_ name: String, arguments: [Any]) -> String {
  let endpoint = name.isEmpty ? "an unnamed endpoint" : name
  let dumped = arguments.map { Dumping.oneLine($0) }
  let with: String
  switch dumped.count {
  case 0: with = ""
  case 1: with = " with \(dumped[0])"
  default: with = " with (\(dumped.joined(separator: ", ")))"
  }
  return "Unimplemented: \(endpoint) was called\(with). If this test expects the call, override "
    + "it in the test's environment with an implementation."
}
