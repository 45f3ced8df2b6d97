import Foundation
import XCTest

// Code the articles quote from the case studies, checked against the case studies' files so a
// quote cannot drift from the code it claims to show. A quoted block may leave code out between
// its paragraphs (blank-line-separated runs of lines); each paragraph must appear in the file as
// consecutive lines, indentation aside.

final class ArticleQuoteTests: XCTestCase {
  func testTestingObservableModelsQuotesItsModel() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/TestingObservableModels.md", under: "### The model")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(
        blocks[0], from: "Examples/DocumentationSamples/ObservableModel/ProfileModel.swift"), [])
  }

  func testTestingObservableModelsQuotesItsTests() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/TestingObservableModels.md", under: "### The test")
    XCTAssertEqual(blocks.count, 3)
    for block in blocks {
      XCTAssertEqual(
        try unquoted(
          block,
          from: "Examples/DocumentationSamples/ObservableModel/ObservableModelSampleTests.swift"),
        [])
    }
  }

  // The walkthrough is recorded for real by scripts/record-round-trip.sh: the article quotes
  // the fixture test before recording and its golden copy after.
  func testTheEffectsArticleQuotesTheRecordedWalkthrough() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/TestingEffectsExhaustively.md",
      under: "### Letting the store write the fix")
    XCTAssertEqual(blocks.count, 2)
    XCTAssertEqual(
      try unquoted(
        blocks[0],
        from: "Tests/Fixtures/RecordRoundTrip/Tests/RecordedTests/TodosWalkthroughTests.swift"),
      [])
    XCTAssertEqual(
      try unquoted(
        blocks[1], from: "Tests/Fixtures/RecordRoundTrip/Goldens/TodosWalkthroughTests.swift.golden"
      ),
      [])
  }

  func testAsyncEffectsQuotesTheNumberFactReducer() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/AsyncEffects.md",
      under: "### Writing effects with `async`/`await`")
    XCTAssertEqual(blocks.count, 2)
    XCTAssertEqual(
      try unquoted(blocks[0], from: "Examples/NumberFact/Sources/NumberFactReducer.swift"), [])
  }

  func testAsyncEffectsQuotesTheTaskSample() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/AsyncEffects.md",
      under: "### Writing effects with `async`/`await`")
    XCTAssertEqual(blocks.count, 2)
    XCTAssertEqual(
      try unquoted(
        blocks[1], from: "Examples/DocumentationSamples/Tests/AsyncEffectsWritingSample.swift"),
      [])
  }

  func testAsyncEffectsQuotesTheNumberFactScenario() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/AsyncEffects.md", under: "### Testing async effects")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(blocks[0], from: "Examples/NumberFact/Tests/NumberFactScenarios.swift"), [])
  }

  func testTheNumberFactReadmeQuotesTheScenario() throws {
    let blocks = try swiftBlocks(
      in: "Examples/NumberFact/README.md", under: "## The tests (`Tests/`)")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(blocks[0], from: "Examples/NumberFact/Tests/NumberFactScenarios.swift"), [])
  }

  func testAsyncEffectsQuotesTheNumberFactModelScenario() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/AsyncEffects.md",
      under: "## Plain async models: withMainSerialExecutor and settle()")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(
        blocks[0], from: "Examples/NumberFactModel/Tests/NumberFactModelScenarios.swift"), [])
  }

  func testAsyncEffectsQuotesTheModelHarnessScenario() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/AsyncEffects.md",
      under: "## Plain models, asserted exhaustively")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(
        blocks[0], from: "Examples/NumberFactModel/Tests/NumberFactModelHarnessTests.swift"), [])
  }

  func testTheNumberFactModelReadmeQuotesTheScenario() throws {
    let blocks = try swiftBlocks(
      in: "Examples/NumberFactModel/README.md", under: "## The tests (`Tests/`)")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(
        blocks[0], from: "Examples/NumberFactModel/Tests/NumberFactModelScenarios.swift"), [])
  }

  func testGettingStartedQuotesTheDependencySamples() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/GettingStarted.md",
      under: "### Controlling dependencies without crashing the run")
    XCTAssertEqual(blocks.count, 4)
    for block in blocks {
      XCTAssertEqual(
        try unquoted(
          block,
          from: "Examples/DocumentationSamples/Tests/ControllingDependenciesSampleTests.swift"),
        [])
    }
  }

  func testGettingStartedQuotesTheTodosSwiftTestingSuite() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/GettingStarted.md",
      under: "### Write it with Swift Testing")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(blocks[0], from: "Examples/Todos/Tests/TodosSwiftTestingTests.swift"), [])
  }

  func testExhaustivePublishersQuotesItsSampleTest() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/ExhaustivePublishers.md", under: "## Overview")
    XCTAssertEqual(blocks.count, 1)
    XCTAssertEqual(
      try unquoted(blocks[0], from: "Tests/ExhaustivePublishersTests/ArticleSampleTests.swift"),
      [])
  }

  func testControllingDependenciesQuotesItsSamples() throws {
    let sections = [
      ("## Registering a dependency", 2), ("## Reading it", 1), ("## Overriding it in a test", 2),
      ("## The built-in dependencies", 2), ("## Reducers and the test store", 2),
    ]
    let sources = try [
      "Tests/Fixtures/ControllingDependencies/Package.swift",
      "Examples/DocumentationSamples/Tests/ControllingDependenciesModel.swift",
      "Examples/DocumentationSamples/Tests/ControllingDependenciesQuoteModelTests.swift",
      "Examples/DocumentationSamples/Tests/ControllingDependenciesArticleTests.swift",
    ].map(contents(of:))
    for (heading, count) in sections {
      let blocks = try swiftBlocks(
        in: "Documentation/Exhaustive.docc/ControllingDependencies.md", under: heading)
      XCTAssertEqual(blocks.count, count, heading)
      for block in blocks {
        // Each block is whole in one of the files (scripts/check-snippets.sh checks the same).
        XCTAssertTrue(
          sources.contains { paragraphsMissing(from: block, in: $0).isEmpty }, heading)
      }
    }
  }

  func testControllingDependenciesPrintsTheFailureItsSampleGets() throws {
    let blocks = try swiftBlocks(
      in: "Documentation/Exhaustive.docc/ControllingDependencies.md",
      under: "### A dependency the test did not override", fence: "```")
    XCTAssertEqual(blocks, [ControllingDependenciesArticleTests.articleFailure])
  }

  /// The check itself: a changed line, or lines out of order, are reported; a quote that skips
  /// code between its paragraphs is not.
  func testAQuoteThatDriftedIsReported() {
    let source = """
      switch action {
        case .a:
          return .none

        case .b:
          state.count += 1
          return .none
      }
      """
    XCTAssertEqual(
      paragraphsMissing(
        from: "case .a:\n  return .none\n\ncase .b:\n  state.count += 1", in: source),
      [])
    XCTAssertEqual(
      paragraphsMissing(from: "case .b:\n  state.count += 2", in: source),
      ["case .b:\n  state.count += 2"])
    XCTAssertEqual(
      paragraphsMissing(from: "return .none\ncase .a:", in: source), ["return .none\ncase .a:"])
  }
}

/// The repository's root: this file is `Examples/DocumentationSamples/Tests/<file>`.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

private func contents(of path: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

/// The article on TCA users' requests quotes the tests that pin each feature.
final class WhatTCAUsersAskedForQuoteTests: XCTestCase {
  private let article = "Documentation/Exhaustive.docc/WhatTCAUsersAskedFor.md"

  func testEachSectionQuotesItsTest() throws {
    let quotes: [(heading: String, file: String)] = [
      (
        "### Actions that are not Equatable",
        "Tests/ExhaustiveTestingTests/TestStore/TestStoreNonEquatableActionTests.swift"
      ),
      (
        "### Receiving actions in any order",
        "Tests/ExhaustiveTestingTests/TestStore/TestStoreReceiveInAnyOrderTests.swift"
      ),
      (
        "### Relaxing a block of steps",
        "Tests/ExhaustiveTestingTests/TestStore/TestStoreScopedRelaxationTests.swift"
      ),
      (
        "### A timeout for the whole store",
        "Tests/ExhaustiveTestingTests/TestStore/TestStoreScopedRelaxationTests.swift"
      ),
      (
        "### Was an effect cancelled?",
        "Tests/ExhaustiveTestingTests/TestStore/TestStoreScopedRelaxationTests.swift"
      ),
      (
        "### Deterministic dates",
        "Tests/ExhaustiveTestingTests/Date/DateGeneratorTests.swift"
      ),
      (
        "### A live session becomes a test",
        "Tests/ExhaustiveCoreTests/Store/StoreSessionTests.swift"
      ),
    ]
    for (heading, file) in quotes {
      let blocks = try swiftBlocks(in: article, under: heading)
      XCTAssertFalse(blocks.isEmpty, heading)
      XCTAssertEqual(try unquoted(blocks[0], from: file), [], heading)
    }
  }

  /// The second blocks: the scoped store and the any-order step of a script, from the recording
  /// goldens' test; and the record-mode walkthrough, before and after the round trip records it.
  func testTheLaterBlocksQuoteTheirTests() throws {
    let quotes: [(heading: String, index: Int, file: String)] = [
      (
        "### Actions that are not Equatable", 1,
        "Tests/ExhaustiveTestingTests/Recording/NonEquatableRecordingTests.swift"
      ),
      (
        "### Receiving actions in any order", 1,
        "Tests/ExhaustiveTestingTests/Recording/NonEquatableRecordingTests.swift"
      ),
      (
        "### Recording receives of actions that are not Equatable", 0,
        "Tests/Fixtures/RecordRoundTrip/Tests/RecordedTests/UsersTests.swift"
      ),
      (
        "### Recording receives of actions that are not Equatable", 1,
        "Tests/Fixtures/RecordRoundTrip/Goldens/UsersTests.swift.golden"
      ),
    ]
    for (heading, index, file) in quotes {
      let blocks = try swiftBlocks(in: article, under: heading)
      XCTAssertGreaterThan(blocks.count, index, heading)
      guard blocks.count > index else { continue }
      XCTAssertEqual(try unquoted(blocks[index], from: file), [], heading)
    }
  }
}

/// The Swift code blocks (or the blocks opened by `fence`) of the section that starts with the
/// line `heading`, up to the next heading of any level.
private func swiftBlocks(
  in path: String, under heading: String, fence: String = "```swift"
) throws -> [String] {
  let lines = try contents(of: path).components(separatedBy: "\n")
  guard let start = lines.firstIndex(of: heading) else {
    XCTFail("\(path) has no heading \(heading)")
    return []
  }
  var blocks: [String] = []
  var block: [String]?
  for line in lines[(start + 1)...] {
    if var current = block {
      if line == "```" {
        blocks.append(current.joined(separator: "\n"))
        block = nil
      } else {
        current.append(line)
        block = current
      }
    } else if line == fence {
      block = []
    } else if line.hasPrefix("#") {
      break
    }
  }
  return blocks
}

/// The paragraphs of `quote` that `path` does not contain.
private func unquoted(_ quote: String, from path: String) throws -> [String] {
  paragraphsMissing(from: quote, in: try contents(of: path))
}

/// The blank-line-separated paragraphs of `quote` that do not appear in `source` as consecutive
/// lines, comparing lines without their leading whitespace.
private func paragraphsMissing(from quote: String, in source: String) -> [String] {
  let sourceLines = source.components(separatedBy: "\n").map(withoutIndentation)
  return quote.components(separatedBy: "\n\n").filter { paragraph in
    let lines = paragraph.components(separatedBy: "\n").map(withoutIndentation)
    guard lines.count <= sourceLines.count else { return true }
    return !(0...(sourceLines.count - lines.count)).contains { start in
      Array(sourceLines[start..<(start + lines.count)]) == lines
    }
  }
}

private func withoutIndentation(_ line: String) -> String {
  String(line.drop(while: { $0 == " " }))
}
