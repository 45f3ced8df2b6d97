/// Where the code reading dependencies runs, which decides the value a dependency nobody
/// overrode takes: ``DependencyKey/liveValue``, ``TestDependencyKey/previewValue`` or
/// ``TestDependencyKey/testValue``.
///
/// Inferred from the process: `test` in a test runner (XCTest or Swift Testing), `preview` when
/// Xcode renders previews, `live` otherwise. Override it for a scope like any dependency:
///
/// ```swift
/// withDependencies { $0.context = .live } operation: { … }
/// ```
public enum DependencyContext: Sendable {
  /// The app running for real.
  case live
  /// Xcode rendering a preview.
  case preview
  /// A test.
  case test
}

extension DependencyValues {
  /// The context dependencies are read in: ``DependencyContext/live``,
  /// ``DependencyContext/preview`` or ``DependencyContext/test``.
  public var context: DependencyContext {
    get { explicitContext ?? ProcessContext.inferred }
    set { explicitContext = newValue }
  }
}
