import Foundation
import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTesting

/// Record mode leaves no local unused: a declaration whose only use was in the code a step's
/// rewrite removed is removed too, or keeps its value's effects as `_ = value`.
final class UnusedBindingsTests: XCTestCase {
  private func temporaryFile(_ text: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("UnusedBindingsTests-\(UUID().uuidString).swift").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  /// The file after each `(needle, replacement)` edit, applied in turn in one run, as the
  /// recorder applies the edits of several steps.
  private func rewrite(_ text: String, _ edits: (String, String)...) throws -> [String] {
    let path = try temporaryFile(text)
    let rewriter = SourceRewriter()
    let original = try rewriter.original(at: path)
    var files: [String] = []
    for (needle, replacement) in edits {
      let range = try XCTUnwrap(text.range(of: needle))
      let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
      let end = start + needle.utf8.count
      try rewriter.apply(
        [SourceRewriter.Edit(range: start..<end, replacement: replacement)],
        toFileAt: path)
      files.append(try String(contentsOfFile: path, encoding: .utf8))
    }
    XCTAssertEqual(original.count, text.utf8.count)
    return files
  }

  func testAPredicateClosureLeftUnusedIsRemoved() throws {
    let text = """
      func testWrongCaseByPredicate() {
        let store = makeUsersStore()
        let isLoaded: (UsersAction) -> Bool = { if case .loaded = $0 { true } else { false } }
        store.assert(
          .send(.countTapped),
          .receive(isLoaded)
        )
      }

      """
    let files = try rewrite(text, (".receive(isLoaded)", ".receive(/UsersAction.badge)"))
    XCTAssertEqual(
      files[0],
      """
      func testWrongCaseByPredicate() {
        let store = makeUsersStore()
        store.assert(
          .send(.countTapped),
          .receive(/UsersAction.badge)
        )
      }

      """)
  }

  func testADeclarationStillUsedIsKept() throws {
    let text = """
      func testTwice() {
        let expected = UsersAction.loaded
        store.receive(expected)
        store.receive(expected, timeout: 1)
      }

      """
    // The first rewrite leaves a use; the second removes the last one, and the declaration.
    let files = try rewrite(
      text, ("store.receive(expected)\n", "store.receive(.badge)\n"),
      ("store.receive(expected, timeout: 1)", "store.receive(.count, timeout: 1)"))
    XCTAssertEqual(
      files[0],
      """
      func testTwice() {
        let expected = UsersAction.loaded
        store.receive(.badge)
        store.receive(expected, timeout: 1)
      }

      """)
    XCTAssertEqual(
      files[1],
      """
      func testTwice() {
        store.receive(.badge)
        store.receive(.count, timeout: 1)
      }

      """)
  }

  func testAValueThatCallsKeepsItsEffects() throws {
    let text = """
      func testCalls() {
        let users = makeUsers()
        let typed: [User] = makeUsers()
        let action = UsersAction.loaded(users)
        store.send(.load) { $0.users = users + typed }
        store.receive(action)
      }

      """
    let files = try rewrite(
      text, ("{ $0.users = users + typed }", "{ $0.users = [] }"),
      ("store.receive(action)", "store.receive(.badge)"))
    // `users` is still used by `action`'s value, which is kept as `_ = …`.
    XCTAssertEqual(
      files[1],
      """
      func testCalls() {
        let users = makeUsers()
        _ = makeUsers() as [User]
        _ = UsersAction.loaded(users)
        store.send(.load) { $0.users = [] }
        store.receive(.badge)
      }

      """)
  }

  func testValuesWithoutEffectsAreRemovedWithTheirLines() throws {
    let text = """
      func testValues() {
        let path = \\UsersState.count
        let casePath = /UsersAction.loaded
        let count = -42
        let name = "Blob"
        var flag = true
        let action = UsersAction.loaded
        store.receive(action) { _ = (path, casePath, count, name, flag) }
      }

      """
    let files = try rewrite(
      text,
      ("store.receive(action) { _ = (path, casePath, count, name, flag) }", "store.receive(.badge)")
    )
    XCTAssertEqual(
      files[0],
      """
      func testValues() {
        store.receive(.badge)
      }

      """)
  }

  func testMembersStringsAndCommentsAreNotUses() throws {
    let text = """
      func testMembers() {
        let isLoaded = true
        store.send(.load) { $0.isLoaded = isLoaded }
        _ = state.isLoaded
        _ = \\UsersState.isLoaded
        print("isLoaded") // isLoaded
        /* isLoaded */
      }

      """
    let files = try rewrite(text, ("{ $0.isLoaded = isLoaded }", "{ $0.isLoaded = true }"))
    XCTAssertEqual(
      files[0],
      """
      func testMembers() {
        store.send(.load) { $0.isLoaded = true }
        _ = state.isLoaded
        _ = \\UsersState.isLoaded
        print("isLoaded") // isLoaded
        /* isLoaded */
      }

      """)
  }

  func testADeclarationInAnEnclosingClosureIsFound() throws {
    let text = """
      func testInAScope() async {
        await withMainSerialExecutor {
          let expected = "fact"
          await store.receive(.response(expected))
        }
      }

      """
    let files = try rewrite(text, (".response(expected)", ".response(\"other\")"))
    XCTAssertEqual(
      files[0],
      """
      func testInAScope() async {
        await withMainSerialExecutor {
          await store.receive(.response("other"))
        }
      }

      """)
  }

  func testWhatCannotBeReadSafelyIsLeftAsItIs() throws {
    let text = """
      final class UsersTests {
        let property = UsersAction.loaded
        func testLeftAlone() {
          let commented = UsersAction.loaded // the case that loads
          let first = 1, second = 2
          let continued = [1, 2]
            .map { $0 + 1 }
          do {
            let inner = UsersAction.badge
            _ = inner
          }
          store.receive(property) { _ = (commented, first, second, continued, inner) }
        }
      }

      """
    let files = try rewrite(
      text,
      (
        "store.receive(property) { _ = (commented, first, second, continued, inner) }",
        "store.receive(.badge)"
      ))
    XCTAssertEqual(
      files[0],
      """
      final class UsersTests {
        let property = UsersAction.loaded
        func testLeftAlone() {
          let commented = UsersAction.loaded // the case that loads
          let first = 1, second = 2
          let continued = [1, 2]
            .map { $0 + 1 }
          do {
            let inner = UsersAction.badge
            _ = inner
          }
          store.receive(.badge)
        }
      }

      """)
  }

  func testTheNearestDeclarationIsTheOneTidied() throws {
    let text = """
      func testShadowing() {
        let action = UsersAction.loaded
        do {
          let action = UsersAction.badge
          store.receive(action)
        }
        store.receive(action)
      }

      """
    // The first `store.receive(action)` is the inner one.
    let files = try rewrite(text, ("store.receive(action)", "store.receive(.count)"))
    XCTAssertEqual(
      files[0],
      """
      func testShadowing() {
        let action = UsersAction.loaded
        do {
          store.receive(.count)
        }
        store.receive(action)
      }

      """)
  }
  func testAUseInAnInterpolationOrAProjectionKeepsTheDeclaration() throws {
    let text = """
      func testInterpolated() {
        let expected = "fact"
        let raw = "raw"
        let wrapped = Wrapper()
        store.receive(.response(expected)) { _ = (raw, wrapped) }
        print("got \\(expected)", #"and \\#(raw)"#)
        _ = $wrapped
      }

      """
    let files = try rewrite(
      text, ("store.receive(.response(expected)) { _ = (raw, wrapped) }", "store.receive(.done)"))
    XCTAssertEqual(
      files[0],
      """
      func testInterpolated() {
        let expected = "fact"
        let raw = "raw"
        let wrapped = Wrapper()
        store.receive(.done)
        print("got \\(expected)", #"and \\#(raw)"#)
        _ = $wrapped
      }

      """)
  }
}
