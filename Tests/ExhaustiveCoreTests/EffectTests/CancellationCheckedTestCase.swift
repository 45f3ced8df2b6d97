import ExhaustiveTesting
import XCTest

@testable import ExhaustiveCore

/// A test case that expects, after every test, no effect left running under a cancellation id:
/// neither in the scope of an ``EffectRecorder`` the test made nor in the scope `sink` shares.
/// (TCA's own suite checks its cancellation registry the same way after every test.)
class CancellationCheckedTestCase: XCTestCase {
  override func setUp() {
    super.setUp()
    // Recorders made by tests of other classes are not this test's business.
    _ = EffectRecorder.takeRecordersMadeSoFar()
  }

  override func tearDown() {
    for recorder in EffectRecorder.takeRecordersMadeSoFar() {
      expectNoCancellableEffects(in: recorder.registry)
    }
    expectNoCancellableEffects()
    super.tearDown()
  }
}

/// Checks one recorder's cancellation scope, failing at the caller's line as the public
/// `expectNoCancellableEffects` overloads do.
func expectNoCancellableEffects(
  in registry: CancellationRegistry,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoCancellableEffects(
    in: registry,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
