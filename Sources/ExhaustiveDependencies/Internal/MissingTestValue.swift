import ExhaustiveCore

/// The failure of a test that reads a dependency it did not override, whose key has no test
/// value.
enum MissingTestValue {
  static func report<Key: TestDependencyKey>(key: Key.Type, value: Key.Value.Type) {
    guard !DependencyValues.isSetting else { return }
    let access = DependencyValues.access
    // The library's own keys are private: the user can only override them.
    let isBuiltIn = String(reflecting: key).hasPrefix("ExhaustiveDependencies.")
    report(
      message(
        dependency: dependencySpelling(name: access.name, key: key),
        property: access.name == "subscript(key:)" ? nil : access.name,
        key: isBuiltIn ? nil : "\(key)",
        value: "\(value)",
        endpoints: isBuiltIn ? [] : endpointNames(of: key),
        readAt: access.fileID.map { "\(fileName($0)):\(access.line ?? 0)" }),
      access: access)
  }

  /// The whole message, pinned by golden tests. `key` is nil for the library's own keys, which
  /// a user cannot give a test value.
  static func message(
    dependency: String, property: String?, key: String?, value: String, endpoints: [String],
    readAt: String?
  ) -> String {
    var lines = ["\(dependency) has no test value, and the test did not override it.", ""]
    if let readAt { lines.append("  Read at: \(readAt)") }
    if let key, key != value { lines.append("  Key: \(key)") }
    lines.append("  Value: \(value)")
    if !endpoints.isEmpty {
      lines.append("  Endpoints: " + endpoints.map { "\(value).\($0)" }.joined(separator: ", "))
    }
    let override = property.map { "$0.\($0) = …" } ?? "$0[\(key ?? value).self] = …"
    var fix =
      "The test goes on with the live value. Override it where the code under test is created: "
      + "withDependencies { \(override) } operation: { … }, or TestStore(…, withDependencies: "
      + "{ \(override) })."
    if let key {
      fix +=
        " To give the tests that do not override it a value meant for tests, give \(key) a "
        + "testValue."
    }
    lines += ["", fix]
    return lines.joined(separator: "\n")
  }

  /// `@Dependency(\.numberFact)` when read through a registered property, else
  /// `@Dependency(NumberFactClient.self)`.
  static func dependencySpelling<Key>(name: String?, key: Key.Type) -> String {
    "@Dependency(\(argumentSpelling(name: name, key: key)))"
  }

  /// `\.numberFact`, or `NumberFactClient.self`.
  static func argumentSpelling<Key>(name: String?, key: Key.Type) -> String {
    if let name, name != "subscript(key:)" {
      return "\\.\(name)"
    }
    return "\(key).self"
  }

  /// The names of the value's closure properties: the endpoints a client struct offers.
  private static func endpointNames<Key: TestDependencyKey>(of key: Key.Type) -> [String] {
    guard let live = key as? any DependencyKey.Type else { return [] }
    return Mirror(reflecting: liveValue(of: live)).children.compactMap { child in
      guard let label = child.label,
        String(describing: type(of: child.value)).contains("->")
      else { return nil }
      return label
    }
  }

  private static func liveValue<Key: DependencyKey>(of key: Key.Type) -> Any {
    key.liveValue
  }

  private static func report(_ message: String, access: DependencyAccess) {
    TestSupport.report(
      message, fileID: access.fileID ?? #fileID, filePath: access.filePath ?? #filePath,
      line: access.line ?? #line, column: access.column ?? #column)
  }
}

/// `Module/Folder/File.swift` → `File.swift`.
func fileName(_ fileID: StaticString) -> String {
  let text = "\(fileID)"
  return text.split(separator: "/").last.map(String.init) ?? text
}
