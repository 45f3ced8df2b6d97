import ExhaustiveCore
import Foundation

/// What ExhaustiveDependencies needs from the test frameworks, without importing them: app code
/// links this module, and must never link XCTest or Testing.
///
/// ExhaustiveTesting installs the hooks when a test binary that links it is loaded: which test is
/// running (each test gets its own cached test values) and how to fail it (with
/// `reportFailure`, which picks XCTest or Swift Testing and attributes the failure to the test
/// it belongs to, or to the running `TestStore` step). Without them (a test binary that does not
/// link ExhaustiveTesting), failures go to ExhaustiveCore's `reportIssue`.
package enum TestSupport {
  /// The test frameworks' side.
  package struct Hooks: Sendable {
    /// The test running in the current task, or on this process for XCTest.
    package var currentTest: @Sendable () -> TestIdentity?
    /// Fails the running test with `message`, attributed to the given location.
    package var report: IssueReporter.Report

    /// Hooks from the two closures.
    package init(
      currentTest: @escaping @Sendable () -> TestIdentity?,
      report: @escaping IssueReporter.Report
    ) {
      self.currentTest = currentTest
      self.report = report
    }
  }

  private static let hooks = Lock<Hooks?>(nil)

  /// Installs the test frameworks' hooks; the last installed wins.
  package static func install(_ newHooks: Hooks) {
    hooks.withLock { $0 = newHooks }
  }

  static var currentTest: TestIdentity? {
    hooks.value?.currentTest()
  }

  static func report(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    if let hooks = hooks.value {
      hooks.report(message, fileID, filePath, line, column)
    } else {
      reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

/// One test, as the dependency cache tells tests apart.
package struct TestIdentity: Hashable, Sendable {
  private let id: ObjectIdentifier?
  private let name: String?
  // Kept alive so that no later test's object can take its address while a cached value still
  // names this one.
  private let object: (any AnyObject & Sendable)?

  /// A test known by an object that lives as long as it runs (an XCTest test's scope).
  package init(object: any AnyObject & Sendable) {
    self.id = ObjectIdentifier(object)
    self.name = nil
    self.object = object
  }

  /// A test known by its framework's identifier (a Swift Testing test's ID).
  package init(name: String) {
    self.id = nil
    self.name = name
    self.object = nil
  }

  /// Equal when they are the same test.
  package static func == (lhs: TestIdentity, rhs: TestIdentity) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name
  }

  /// Hashes what tells tests apart.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
  }
}

/// The context the process runs in, decided once from how it was started.
enum ProcessContext {
  static let inferred: DependencyContext = {
    let process = ProcessInfo.processInfo
    if process.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return .preview }
    return isTestRunner(environment: process.environment, arguments: process.arguments)
      ? .test : .live
  }()

  /// Whether the process looks like a test runner: XCTest's environment variables on Apple
  /// platforms, an `.xctest` bundle or `xctest` tool on the command line (SwiftPM on Linux), or
  /// SwiftPM's Swift Testing entry (`--testing-library`, `swiftpm-testing-helper`).
  static func isTestRunner(environment: [String: String], arguments: [String]) -> Bool {
    let variables = [
      "XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestBundleInjectPath",
      "XCTestSessionIdentifier",
    ]
    if variables.contains(where: { environment[$0] != nil }) { return true }
    return arguments.contains { argument in
      let url = URL(fileURLWithPath: argument)
      return argument == "--testing-library" || url.pathExtension == "xctest"
        || url.lastPathComponent == "xctest" || url.lastPathComponent == "swiftpm-testing-helper"
    }
  }
}
