/// The issue an app reports when it reads a dependency whose key only has a test value (its
/// live module never conformed it to `DependencyKey`).
enum MissingLiveValue {
  static func report<Key: TestDependencyKey>(key: Key.Type) {
    guard !DependencyValues.isSetting else { return }
    let access = DependencyValues.access
    let dependency = MissingTestValue.dependencySpelling(name: access.name, key: key)
    TestSupport.report(
      "\(dependency) has no live value: \(key) conforms to TestDependencyKey only. Conform it "
        + "to DependencyKey with a liveValue in the module that builds the app; until then the "
        + "app runs with its test value.",
      fileID: access.fileID ?? #fileID, filePath: access.filePath ?? #filePath,
      line: access.line ?? #line, column: access.column ?? #column)
  }
}
