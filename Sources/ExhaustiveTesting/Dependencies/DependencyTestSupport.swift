import ExhaustiveCore
import ExhaustiveDependencies

#if canImport(Testing)
  import Testing
#endif

/// Connects ExhaustiveDependencies to the test frameworks: a dependency read without an
/// override in a test fails that test (through ``reportFailure(_:fileID:file:line:column:)``,
/// so inside a `TestStore` step it belongs to the step), and cached test values last one test.
///
/// Installed at load time with the XCTest observer, before any test reads a dependency.
func installDependencyTestSupport() {
  TestSupport.install(
    TestSupport.Hooks(
      currentTest: {
        #if canImport(Testing)
          if let test = Test.current {
            return TestIdentity(name: String(describing: test.id))
          }
        #endif
        if case .xcTest(let scope) = TestOwner.running {
          return TestIdentity(object: scope)
        }
        return nil
      },
      report: { message, fileID, filePath, line, column in
        reportFailure(
          message,
          at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
          owner: .current)
      }))
}
