import ExhaustiveTesting
import Foundation
import XCTest

/// `unimplemented(_:)` endpoints: each shape compiles from the type it is assigned to, reports
/// one failure naming the endpoint and its arguments at the line that wrote `unimplemented`, and
/// never crashes.
final class UnimplementedTests: XCTestCase {
  // MARK: The shapes of the issue

  func testAsyncThrowingEndpointReportsAndThrows() async {
    let line = #line + 1
    let fetch: (Int) async throws -> String = unimplemented("FactClient.fetch")

    var thrown: (any Error)?
    let failures = await withRecordedFailures {
      do {
        _ = try await fetch(42)
      } catch {
        thrown = error
      }
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "Unimplemented: FactClient.fetch was called with 42. If this test expects the call, "
          + "override it in the test's environment with an implementation."
      ])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    // Swift attributes the call to its argument list: the `(` after `unimplemented`.
    XCTAssertEqual(failures.map(\.location.column), [60])
    XCTAssertEqual(
      failures.map { "\($0.location.fileID)" }, ["ExhaustiveTestingTests/UnimplementedTests.swift"])
    XCTAssertEqual(thrown as? UnimplementedFailure, UnimplementedFailure(name: "FactClient.fetch"))
  }

  func testPlaceholderEndpointReportsAndReturnsThePlaceholder() {
    let line = #line + 1
    let uuid: () -> UUID = unimplemented("uuid", placeholder: UUID(0))

    var result: UUID?
    let failures = withRecordedFailures { result = uuid() }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "Unimplemented: uuid was called. If this test expects the call, override it in the "
          + "test's environment with an implementation."
      ])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    XCTAssertEqual(result, UUID(0))
  }

  /// A `Void` endpoint that throws could take either the throwing or the `Void` form; it takes
  /// the throwing one, so the caller's error path runs.
  func testThrowingVoidEndpointReportsAndThrows() {
    let line = #line + 1
    let save: (Data) throws -> Void = unimplemented("save")

    var thrown: (any Error)?
    let failures = withRecordedFailures {
      do {
        try save(Data([1, 2, 3]))
      } catch {
        thrown = error
      }
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        "Unimplemented: save was called with Data(3 bytes: 010203). If this test expects the call, "
          + "override it in the test's environment with an implementation."
      ])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
    XCTAssertEqual(thrown as? UnimplementedFailure, UnimplementedFailure(name: "save"))
  }

  func testSendableVoidEndpointReports() {
    let line = #line + 1
    let log: @Sendable (String) -> Void = unimplemented("log")

    let failures = withRecordedFailures { log("Hello") }

    XCTAssertEqual(
      failures.map(\.message),
      [
        #"Unimplemented: log was called with "Hello". If this test expects the call, "#
          + "override it in the test's environment with an implementation."
      ])
    XCTAssertEqual(failures.map(\.location.line), [UInt(line)])
  }

  // MARK: Every overload

  func testEveryArityAndForm() async {
    let client = EveryShapeClient()
    let failures = await withRecordedFailures {
      _ = try? await client.throwing0()
      _ = try? await client.throwing1(1)
      _ = try? await client.throwing2(1, "two")
      _ = try? client.throwing3(1, 2, 3)
      _ = client.placeholder0()
      _ = await client.placeholder1(1)
      _ = try? client.placeholder2(1, 2)
      _ = client.placeholder3(1, 2, 3)
      await client.void0()
      client.void1(true)
      client.void2("a", 2)
      client.void3(nil, [1], ["k": 1])
    }

    let fix =
      " If this test expects the call, override it in the test's environment with an "
      + "implementation."
    XCTAssertEqual(
      failures.map(\.message),
      [
        "Unimplemented: throwing0 was called." + fix,
        "Unimplemented: throwing1 was called with 1." + fix,
        #"Unimplemented: throwing2 was called with (1, "two")."# + fix,
        "Unimplemented: throwing3 was called with (1, 2, 3)." + fix,
        "Unimplemented: placeholder0 was called." + fix,
        "Unimplemented: placeholder1 was called with 1." + fix,
        "Unimplemented: placeholder2 was called with (1, 2)." + fix,
        "Unimplemented: placeholder3 was called with (1, 2, 3)." + fix,
        "Unimplemented: void0 was called." + fix,
        "Unimplemented: void1 was called with true." + fix,
        #"Unimplemented: void2 was called with ("a", 2)."# + fix,
        #"Unimplemented: void3 was called with (nil, [1], ["k": 1])."# + fix,
      ])
    XCTAssertEqual(
      failures.map(\.location.line),
      Array(EveryShapeClient.firstLine..<EveryShapeClient.firstLine + 12))
  }

  func testThrowingFormsThrowAndPlaceholderFormsReturn() async throws {
    let client = EveryShapeClient()
    // The assertions' autoclosures make the body a throwing closure.
    _ = try await withRecordedFailures {
      await assertThrowsAsync(try await client.throwing0())
      await assertThrowsAsync(try await client.throwing1(1))
      await assertThrowsAsync(try await client.throwing2(1, "two"))
      XCTAssertThrowsError(try client.throwing3(1, 2, 3))
      XCTAssertEqual(client.placeholder0(), "zero")
      let one = await client.placeholder1(1)
      XCTAssertEqual(one, [])
      XCTAssertEqual(try? client.placeholder2(1, 2), 7)
      XCTAssertEqual(client.placeholder3(1, 2, 3), nil)
    }
  }

  /// Main-actor endpoints and endpoints taking a callback take the same forms.
  @MainActor
  func testMainActorAndCallbackEndpoints() async {
    let onTap: @MainActor () -> Void = unimplemented("onTap")
    let confirm: @MainActor (String) async -> Bool = unimplemented("confirm", placeholder: false)
    let subscribe: (@escaping @Sendable () -> Void) throws -> Int = unimplemented("subscribe")

    let failures = await withExpectedFailures {
      onTap()
      _ = await confirm("Delete?")
      _ = try? subscribe {}
    }

    let fix =
      " If this test expects the call, override it in the test's environment with an "
      + "implementation."
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: onTap was called." + fix,
        #"Unimplemented: confirm was called with "Delete?"."# + fix,
        "Unimplemented: subscribe was called with @Sendable () -> ()." + fix,
      ])
  }

  // MARK: Arguments and names

  func testAnArgumentIsDumpedOnOneLineAndCut() {
    struct Query {
      var text: String
      var page: Int
    }
    let search: (Query) throws -> [String] = unimplemented("SearchClient.search")
    let long: (String) -> Void = unimplemented("long")

    let failures = withExpectedFailures {
      _ = try? search(Query(text: "milk", page: 2))
      long(String(repeating: "a", count: 200))
    }

    let fix =
      " If this test expects the call, override it in the test's environment with an "
      + "implementation."
    XCTAssertEqual(
      failures,
      [
        #"Unimplemented: SearchClient.search was called with "#
          + #"UnimplementedTests.Query(text: "milk", page: 2)."# + fix,
        #"Unimplemented: long was called with ""# + String(repeating: "a", count: 98) + "…."
          + fix,
      ])
  }

  func testAnEmptyNameStillSaysWhatWasCalled() {
    let endpoint: (Int) -> Void = unimplemented("")
    let failures = withExpectedFailures { endpoint(1) }
    XCTAssertEqual(
      failures,
      [
        "Unimplemented: an unnamed endpoint was called with 1. If this test expects the call, "
          + "override it in the test's environment with an implementation."
      ])
  }

  func testEachCallIsAFailureAndThePlaceholderIsEvaluatedEachTime() {
    let made = Recorder<Int>()
    let next: () -> Int = unimplemented("next", placeholder: Self.count(made))

    var results: [Int] = []
    let failures = withExpectedFailures {
      results.append(next())
      results.append(next())
    }

    XCTAssertEqual(failures.count, 2)
    XCTAssertEqual(results, [1, 2])
  }

  func testAnImplementedEndpointReportsNothing() {
    var client = EveryShapeClient()
    client.void1 = { _ in }
    let failures = withExpectedFailures { client.void1(true) }
    XCTAssertEqual(failures, [])
  }

  // MARK: In a test store

  /// Called by a reducer, the failure belongs to the step that sent the action, with the
  /// timeline so far (the reducer is still running, so its state change is not in it yet); the
  /// placeholder keeps the test going.
  func testCalledByAReducerTheFailureBelongsToTheStep() {
    let store = TestStore(
      initialState: [UUID](),
      reducer: Reducer<[UUID], IDAction, IDEnvironment> { ids, _, environment in
        ids.append(environment.uuid())
        return .none
      },
      environment: IDEnvironment()
    )

    let failures = withRecordedFailures {
      store.send(.add, line: 1) { $0 = [UUID(0)] }
    }

    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Unimplemented: IDEnvironment.uuid was called. If this test expects the call, override it \
        in the test's environment with an implementation.

        Timeline:
          send IDAction.add (UnimplementedTests.swift:1)
        """
      ])
    XCTAssertEqual(failures.map(\.location.line), [1])
  }

  private static func count(_ made: Recorder<Int>) -> Int {
    made.append(0)
    return made.count
  }
}

private enum IDAction: Equatable { case add }

/// An environment as an app declares it: endpoints captured by `@Sendable` effect closures.
private struct IDEnvironment: Sendable {
  var uuid: @Sendable () -> UUID = unimplemented("IDEnvironment.uuid", placeholder: UUID(0))
}

/// One endpoint per overload, each `unimplemented` on its own line from `firstLine` on.
private struct EveryShapeClient {
  static let firstLine: UInt = #line + 1
  var throwing0: @Sendable () async throws -> Int = unimplemented("throwing0")
  var throwing1: @Sendable (Int) async throws -> Int = unimplemented("throwing1")
  var throwing2: @Sendable (Int, String) async throws -> Int = unimplemented("throwing2")
  var throwing3: @Sendable (Int, Int, Int) throws -> Int = unimplemented("throwing3")
  var placeholder0: () -> String = unimplemented("placeholder0", placeholder: "zero")
  var placeholder1: (Int) async -> [Int] = unimplemented("placeholder1", placeholder: [])
  var placeholder2: (Int, Int) throws -> Int = unimplemented("placeholder2", placeholder: 7)
  var placeholder3: (Int, Int, Int) -> Int? = unimplemented("placeholder3", placeholder: nil)
  var void0: @Sendable () async -> Void = unimplemented("void0")
  var void1: @Sendable (Bool) -> Void = unimplemented("void1")
  var void2: (String, Int) -> Void = unimplemented("void2")
  var void3: (Int?, [Int], [String: Int]) -> Void = unimplemented("void3")
}

private func assertThrowsAsync<T>(
  _ expression: @autoclosure () async throws -> T,
  file: StaticString = #filePath,
  line: UInt = #line
) async {
  do {
    _ = try await expression()
    XCTFail("No error thrown", file: file, line: line)
  } catch {}
}
