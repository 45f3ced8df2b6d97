import XCTest

@testable import StructuralDiff

/// A mirror with more children than any dump can show.
private struct Endless: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: (0..<Int.max).lazy.map { $0 }, displayStyle: .collection)
  }
}

/// A mirror whose child is a fresh value with the same mirror, forever.
private struct Fractal: CustomReflectable {
  var level = 0
  var customMirror: Mirror {
    Mirror(self, children: ["level": level, "next": Fractal(level: level + 1)])
  }
}

/// Issue 16, item 5: custom mirrors add children only within a budget, then a marker.
final class CustomMirrorBudgetTests: XCTestCase {
  private func dump(_ value: Any, budget: CustomMirrorBudget) -> String {
    var writer = LineWriter()
    Renderer.render(TreeBuilder.tree(of: value, budget: budget), prefix: "", to: &writer)
    return writer.output
  }

  func testEndlessChildrenStopAtTheBudgetWithAMarker() {
    XCTAssertEqual(
      dump(Endless(), budget: CustomMirrorBudget(children: 3, depthSum: 100)),
      """
      [
        0,
        1,
        2,
        … (truncated: custom mirror too large),
      ]
      """
    )
  }

  func testEndlessNestingStopsAtTheBudgetWithAMarker() {
    XCTAssertEqual(
      dump(Fractal(), budget: CustomMirrorBudget(children: 5, depthSum: 100)),
      """
      Fractal(
        level: 0,
        next: Fractal(
          level: 1,
          next: Fractal(
            level: 2,
            … (truncated: custom mirror too large)
          )
        )
      )
      """
    )
    // The summed depth runs out first here: 2 children at depth 1, 2 at depth 2, then one
    // more at depth 3 would pass 8.
    XCTAssertEqual(
      dump(Fractal(), budget: CustomMirrorBudget(children: 100, depthSum: 8)),
      """
      Fractal(
        level: 0,
        next: Fractal(
          level: 1,
          next: Fractal(
            … (truncated: custom mirror too large)
          )
        )
      )
      """
    )
  }

  /// With the default budget both finish, and the diff of two endless values too.
  func testDefaultBudgetEndsEndlessMirrors() {
    let wide = String(customDumping: Endless())
    XCTAssertEqual(wide.utf8.count(of: UInt8(ascii: "\n")) + 1, 100_003)
    XCTAssert(wide.hasSuffix("  99999,\n  … (truncated: custom mirror too large),\n]"))

    let deep = String(customDumping: Fractal())
    XCTAssert(deep.contains("… (truncated: custom mirror too large)"))
    XCTAssertLessThan(deep.utf8.count, 200_000_000)
    XCTAssertNil(diff(Fractal(), Fractal()))
  }
}

extension String.UTF8View {
  fileprivate func count(of byte: UInt8) -> Int {
    reduce(0) { $0 + ($1 == byte ? 1 : 0) }
  }
}
