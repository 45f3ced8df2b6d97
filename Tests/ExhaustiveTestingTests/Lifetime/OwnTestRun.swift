import ExhaustiveTesting
import XCTest

/// A test case that the lifetime tests run inside their own test, so they can watch a whole test
/// (setUp, body, tearDown, teardown blocks) end and read the failures it recorded.
///
/// It has no `test…` method, so test discovery never runs it on its own.
final class OwnTestRun: XCTestCase {
  /// The store, kept as TCA-era suites keep it: a property set in `setUp` and never reset.
  var store: TestStore<FeatureState, FeatureAction, FeatureEnvironment>!
  var scheduler: TestSchedulerOf<DispatchQueue>!
  /// The same, as a plain optional property.
  var optionalStore: TestStore<FeatureState, FeatureAction, FeatureEnvironment>?
  private(set) var recordedFailures: [(message: String, line: Int)] = []
  private var body: (OwnTestRun) -> Void = { _ in }
  private var makesStoreInSetUp = true

  override func setUp() {
    super.setUp()
    guard makesStoreInSetUp else { return }
    let scheduler = DispatchQueue.testScheduler
    self.scheduler = scheduler
    store = TestStore(
      initialState: FeatureState(),
      reducer: featureReducer,
      environment: FeatureEnvironment(mainQueue: scheduler.eraseToAnyScheduler()),
      file: "OwnTestRun.swift",
      line: 1
    )
  }

  #if os(Linux)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recordedFailures.append((Self.message(ofXCTFail: description), lineNumber))
    }
  #else
    override func record(_ issue: XCTIssue) {
      let line = issue.sourceCodeContext.location?.lineNumber ?? 0
      // Apple's XCTest keeps `XCTFail`'s prefix in the compact description too
      // (`failed - message`), as corelibs does in its description.
      recordedFailures.append((Self.message(ofXCTFail: issue.compactDescription), line))
    }
  #endif

  /// The message a failure was reported with: `XCTFail` prefixes it with `failed - ` (and is
  /// plain `failed` for an empty message), on Linux and on Apple platforms alike.
  static func message(ofXCTFail description: String) -> String {
    if description == "failed" { return "" }
    return description.hasPrefix("failed - ") ? String(description.dropFirst(9)) : description
  }

  /// Runs `body` as the body of a test of its own and returns that test once it has ended.
  ///
  /// XCTest forgets the running test when the inner one ends, so the `XCTAssert…` functions
  /// of the test that called this no longer report anything: check with ``XCTestCase/expect(_:_:line:)``
  /// from then on.
  static func run(
    named name: String = "ownTest", makingStoreInSetUp: Bool = true,
    _ body: @escaping (OwnTestRun) -> Void
  ) -> OwnTestRun {
    #if os(Linux)
      let test = OwnTestRun(name: name) { test in
        let run = test as! OwnTestRun
        run.body(run)
      }
    #else
      let test = OwnTestRun(selector: #selector(ownTest))
    #endif
    test.body = body
    test.makesStoreInSetUp = makingStoreInSetUp
    test.run()
    return test
  }

  #if !os(Linux)
    @objc func ownTest() { body(self) }
  #endif
}

extension XCTestCase {
  /// `XCTAssertEqual` for a test that ran an ``OwnTestRun``: it records the failure on this test
  /// case directly, as XCTest no longer knows which test is running.
  func expect<T: Equatable>(
    _ actual: T, _ expected: T, file: StaticString = #filePath, line: UInt = #line
  ) {
    guard actual != expected else { return }
    let description = "expect failed: (\"\(actual)\") is not equal to (\"\(expected)\")"
    #if os(Linux)
      recordFailure(
        withDescription: description, inFile: "\(file)", atLine: Int(line), expected: true)
    #else
      record(
        XCTIssue(
          type: .assertionFailure, compactDescription: description,
          sourceCodeContext: XCTSourceCodeContext(
            location: XCTSourceCodeLocation(filePath: "\(file)", lineNumber: Int(line)))))
    #endif
  }
}
