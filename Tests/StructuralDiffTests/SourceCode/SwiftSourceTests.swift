import Foundation
import XCTest

@testable import StructuralDiff

/// The Swift source of values, and the fewest assignments between two values, as golden texts.
final class SwiftSourceTests: XCTestCase {
  struct Todo: Equatable, Identifiable {
    var isComplete = false
    var description: String
    var id: UUID
  }

  struct Settings: Equatable {
    var volume: Double
    var name: String?
  }

  struct AppState: Equatable {
    var todos: [Todo] = []
    var settings = Settings(volume: 1, name: "Home")
    var tags: [String: Int] = [:]
  }

  enum Mode: Equatable {
    case idle
    case loading(id: Int, query: String)
  }

  final class Client {}

  private func uuid(_ n: Int) -> UUID {
    UUID(uuidString: "00000000-0000-0000-0000-00000000000\(n)")!
  }

  private func mutations(_ old: Any, _ new: Any) -> String {
    SwiftSource.mutations(from: old, to: new, root: "$0").joined(separator: "\n")
  }

  func testLeafChange() {
    var state = AppState(todos: [Todo(description: "Milk", id: uuid(0))])
    let old = state
    state.todos[0].isComplete = true
    XCTAssertEqual(mutations(old, state), "$0.todos[0].isComplete = true")
  }

  func testNestedChanges() {
    var state = AppState(todos: [Todo(description: "Milk", id: uuid(0))])
    let old = state
    state.todos[0].description = "Oat \"milk\"\n"
    state.settings.volume = 0.5
    state.tags["b"] = 2
    XCTAssertEqual(
      mutations(old, state),
      """
      $0.todos[0].description = #"Oat "milk"\\#n"#
      $0.settings.volume = 0.5
      $0.tags["b"] = 2
      """)
  }

  func testElementInsertedRemovedMoved() {
    let milk = Todo(description: "Milk", id: uuid(0))
    let eggs = Todo(description: "Eggs", id: uuid(1))
    XCTAssertEqual(
      mutations(AppState(todos: [milk]), AppState(todos: [eggs, milk])),
      """
      $0.todos.insert(SwiftSourceTests.Todo(
        isComplete: false,
        description: "Eggs",
        id: UUID(1)
      ), at: 0)
      """)
    XCTAssertEqual(
      mutations(AppState(todos: [milk]), AppState(todos: [milk, eggs])),
      """
      $0.todos.append(SwiftSourceTests.Todo(
        isComplete: false,
        description: "Eggs",
        id: UUID(1)
      ))
      """)
    XCTAssertEqual(
      mutations(AppState(todos: [milk, eggs]), AppState(todos: [eggs])),
      "$0.todos.remove(at: 0)")
    XCTAssertEqual(
      mutations(AppState(todos: [milk, eggs]), AppState(todos: [eggs, milk])),
      """
      $0.todos = [
        SwiftSourceTests.Todo(isComplete: false, description: "Eggs", id: UUID(1)),
        SwiftSourceTests.Todo(isComplete: false, description: "Milk", id: UUID(0)),
      ]
      """)
  }

  func testEnumCaseChange() {
    XCTAssertEqual(
      mutations(Mode.idle, Mode.loading(id: 7, query: "a")),
      #"$0 = .loading(id: 7, query: "a")"#)
    XCTAssertEqual(mutations(Mode.loading(id: 7, query: "a"), Mode.idle), "$0 = .idle")
  }

  func testOptionalBecomingNil() {
    var state = AppState()
    let old = state
    state.settings.name = nil
    XCTAssertEqual(mutations(old, state), "$0.settings.name = nil")
    XCTAssertEqual(mutations(state, old), #"$0.settings.name = "Home""#)
  }

  func testScalarsAsSource() {
    func source(_ value: Any) -> String {
      (try? SwiftSource.expression(of: value).get())?.joined(separator: "\n") ?? "failure"
    }
    XCTAssertEqual(
      source(UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!),
      #"UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!"#)
    XCTAssertEqual(
      source(Date(timeIntervalSince1970: 1_234_567_890.5)),
      "Date(timeIntervalSince1970: 1234567890.5)")
    XCTAssertEqual(source(URL(string: "https://a.b/c?d=e")!), #"URL(string: "https://a.b/c?d=e")!"#)
    XCTAssertEqual(source(Double.infinity), ".infinity")
    XCTAssertEqual(source([Int]()), "[]")
    XCTAssertEqual(source([String: Int]()), "[:]")
    XCTAssertEqual(source(Optional<Int>.none as Any), "nil")
    XCTAssertEqual(source("x\u{200B}y"), #""x\u{200B}y""#)
  }

  func testNoSourceFormIsACommentWithTheDump() {
    struct Holder { var client: Client? }
    XCTAssertEqual(
      mutations(Holder(client: nil), Holder(client: Client())),
      """
      // $0.client: no Swift source for a class instance (SwiftSourceTests.Client); it is now:
      //   SwiftSourceTests.Client#1()
      """)
    struct Callback { var run: () -> Void }
    XCTAssertEqual(
      SwiftSource.expression(of: Callback(run: {})).map { $0 },
      .failure(SourceProblem(reason: "a closure (() -> ())")))
  }
}
