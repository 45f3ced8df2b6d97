/// Where a failure is attributed: captured from `#fileID`, `#filePath`, `#line`, `#column` at a
/// public entry point and carried to the reporter.
package struct SourceCodeLocation: Sendable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt
  /// The place Swift Testing gave (a test's own location, for a trait that scopes it), which
  /// `Issue.record` uses instead of the static fields: its strings are not static.
  package var testLocation: (fileID: String, filePath: String, line: Int, column: Int)?

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `FeatureTests.swift:12`: the file name from the path, for timelines and ledgers.
  package var shortDescription: String {
    let path = "\(filePath)"
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return "\(name):\(line)"
  }
}

/// Reports a failure at a captured location.
package func reportFailure(_ message: String, at location: SourceCodeLocation) {
  reportFailure(
    message, fileID: location.fileID, file: location.filePath, line: location.line,
    column: location.column)
}
