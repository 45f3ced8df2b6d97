import XCTest

@testable import StructuralDiff

/// The case path that names the case an action holds, derived from the enum's reflection, as
/// record mode writes it for actions that are not `Equatable`; or why there is none.
final class CasePathSourceTests: XCTestCase {
  enum Child {
    case response(Result<Int, any Error>)
  }

  enum Action {
    case refresh
    case response(Result<[String], any Error>)
    case select(index: Int, animated: Bool)
    case named(value: Int)
    case mixed(Int, label: String)
    case pair(Int, Int)
    case child(Child)
    indirect case again(Action)
  }

  enum Generic<Value> {
    case value(Value)
  }

  struct Message {
    var text: String
  }

  enum Mirrored: CustomReflectable {
    case hidden(Int)
    var customMirror: Mirror { Mirror(self, children: ["shown": 1]) }
  }

  struct Failure: Error {}

  private func path<Root>(_ value: Root) -> String {
    switch SwiftSource.casePath(of: value, in: Root.self) {
    case .success(let path): path
    case .failure(let problem): "no Swift source for " + problem.reason
    }
  }

  func testEachShapeOfCase() {
    XCTAssertEqual(path(Action.refresh), "/CasePathSourceTests.Action.refresh")
    XCTAssertEqual(
      path(Action.response(.failure(Failure()))), "/CasePathSourceTests.Action.response")
    XCTAssertEqual(
      path(Action.select(index: 1, animated: true)),
      "/CasePathSourceTests.Action.select(index:animated:)")
    XCTAssertEqual(path(Action.named(value: 1)), "/CasePathSourceTests.Action.named(value:)")
    XCTAssertEqual(path(Action.mixed(1, label: "a")), "/CasePathSourceTests.Action.mixed(_:label:)")
    XCTAssertEqual(path(Action.pair(1, 2)), "/CasePathSourceTests.Action.pair")
  }

  /// The outermost case only, whatever the payload nests: reflection reads the case, not text.
  func testNestedAndIndirectPayloadsNameTheOuterCase() {
    XCTAssertEqual(
      path(Action.child(.response(.success(1)))), "/CasePathSourceTests.Action.child")
    XCTAssertEqual(
      path(Action.again(.select(index: 0, animated: false))), "/CasePathSourceTests.Action.again")
  }

  func testAGenericEnumKeepsItsArguments() {
    XCTAssertEqual(
      path(Generic<[String]>.value(["a"])), "/CasePathSourceTests.Generic<[String]>.value")
  }

  /// A type declared in a function is spelled as the function spells it.
  func testALocalEnumIsNamedAsItsFunctionNamesIt() {
    enum LoadAction {
      case response(Int)
    }
    XCTAssertEqual(path(LoadAction.response(1)), "/LoadAction.response")
  }

  func testWhatHasNoCasePath() {
    XCTAssertEqual(
      path(Message(text: "a")),
      "no Swift source for a case path of CasePathSourceTests.Message, which is not an enum")
    XCTAssertEqual(
      path(Action.refresh as Any), "no Swift source for a case path of Any, which is not an enum")
    XCTAssertEqual(
      path(Mirrored.hidden(1)),
      "no Swift source for a case path of CasePathSourceTests.Mirrored, whose custom mirror "
        + "hides its enum case")
  }
}
