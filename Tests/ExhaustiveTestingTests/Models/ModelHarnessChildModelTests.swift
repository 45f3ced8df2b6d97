import ExhaustiveCore
import ExhaustiveTesting
import Observation
import XCTest

/// A model that holds its child models in every way a Swift model does: directly, in an
/// optional, in an array, in a dictionary, in a set, in an identified array, in an enum case (a
/// navigation destination) and in a struct.
@MainActor
@Observable
final class HoldingModel {
  private(set) var detail: DetailModel? = DetailModel()
  private(set) var byKey: [String: TodoModel] = ["milk": TodoModel(title: "Milk")]
  private(set) var tagged: Set<TaggedModel> = [TaggedModel(tag: "a")]
  private(set) var rows: IdentifiedArrayOf<RowModel> = [RowModel(id: 1)]
  private(set) var destination: Destination? = .todo(TodoModel(title: "Eggs"))
  private(set) var pinned = Pinned(note: "top", todo: TodoModel(title: "Tea"))
  private(set) var groups: [String: [TodoModel]] = ["day": [TodoModel(title: "Jam")]]

  enum Destination {
    case todo(TodoModel)
  }

  struct Pinned {
    var note: String
    var todo: TodoModel
  }

  func renameDetail(_ title: String) { detail?.rename(title) }
  func toggle(_ key: String) { byKey[key]?.toggle() }
  func retag(_ tag: String) { tagged.first?.tag = tag }
  func count(row id: Int) { rows[id: id]?.count += 1 }
  func toggleDestination() { if case .todo(let todo) = destination { todo.toggle() } }
  func togglePinned() { pinned.todo.toggle() }
  func toggleGroup(_ key: String) { groups[key]?.first?.toggle() }
}

@MainActor
final class TaggedModel: Hashable {
  var tag: String
  init(tag: String) { self.tag = tag }
  nonisolated static func == (lhs: TaggedModel, rhs: TaggedModel) -> Bool { lhs === rhs }
  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Identifiable child models in a plain array.
@MainActor
@Observable
final class RowListModel {
  var rows = [RowModel(id: 7)]
}

@MainActor
@Observable
final class RowModel: Identifiable {
  let id: Int
  var count = 0
  init(id: Int) { self.id = id }
}

/// A model whose child models are held in a `let`, or point back at it, beside a dependency.
@MainActor
@Observable
final class OwnerModel {
  let settings = DetailModel()
  let client = CallCounter()
  private(set) var child: BackChildModel?
  private(set) var count = 0

  init() { child = BackChildModel(owner: self) }

  func increment() {
    count += 1
    client.calls += 1
  }
  func renameSettings(_ title: String) { settings.rename(title) }
  func renameChild(_ name: String) { child?.name = name }
}

@MainActor
@Observable
final class BackChildModel {
  weak var owner: OwnerModel?
  var name = "child"
  init(owner: OwnerModel) { self.owner = owner }
}

/// A dependency kept as an object: not a child model, not state.
final class CallCounter {
  var calls = 0
}

/// Wherever a model holds a child model, a change inside it shows in the failure's diff as the
/// change it is, and the code that accepts it compiles: a path through the child where
/// `ModelChanges` reads one, `expectChange` on the property that holds it elsewhere.
final class ModelHarnessChildModelTests: XCTestCase {
  /// The one failure of a step that expects nothing, with the diff's lines for the property
  /// that changed.
  @MainActor private func failure(_ step: @escaping (HoldingModel) -> Void) -> String {
    let failures = withExpectedFailures {
      ModelHarness(HoldingModel()).run({ step($0) }, expecting: { _ in })
    }
    XCTAssertEqual(failures.count, 1)
    return failures.first ?? ""
  }

  @MainActor func testAChildModelInAnOptional() async {
    XCTAssertEqual(
      failure { $0.renameDetail("Draft") },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(
      −     title: "Untitled"
      +     title: "Draft"
          ),
          byKey: […],
          tagged: Set([…]),
          rows: […],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(…),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.detail?.title = "Draft"
        }
      """)
  }

  @MainActor func testAChildModelInADictionary() async {
    XCTAssertEqual(
      failure { $0.toggle("milk") },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: [
            "milk": TodoModel(
              title: "Milk",
      −       isDone: false
      +       isDone: true
            ),
          ],
          tagged: Set([…]),
          rows: […],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(…),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.byKey["milk"]?.isDone = true
        }
      """)
  }

  @MainActor func testAChildModelInAnEnumCase() async {
    XCTAssertEqual(
      failure { $0.toggleDestination() },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: […],
          tagged: Set([…]),
          rows: […],
          destination: HoldingModel.Destination.todo(
            TodoModel(
              title: "Eggs",
      −       isDone: false
      +       isDone: true
            )
          ),
          pinned: HoldingModel.Pinned(…),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.expectChange(\\.destination)
        }
      """)
  }

  @MainActor func testAChildModelInAStruct() async {
    XCTAssertEqual(
      failure { $0.togglePinned() },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: […],
          tagged: Set([…]),
          rows: […],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(
            note: "top",
            todo: TodoModel(
              title: "Tea",
      −       isDone: false
      +       isDone: true
            )
          ),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.expectChange(\\.pinned)
        }
      """)
  }

  @MainActor func testAChildModelInASetAnIdentifiedArrayOrNestedCollections() async {
    XCTAssertEqual(
      failure { $0.retag("b") },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: […],
          tagged: Set([
            TaggedModel(
      −       tag: "a"
      +       tag: "b"
            ),
          ]),
          rows: […],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(…),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.expectChange(\\.tagged)
        }
      """)
    XCTAssertEqual(
      failure { $0.count(row: 1) },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: […],
          tagged: Set([…]),
          rows: [
            RowModel(
      −       count: 0
      +       count: 1
            ),
          ],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(…),
          groups: […]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.rows[id: 1]?.count = 1
        }
      """)
    XCTAssertEqual(
      failure { $0.toggleGroup("day") },
      """
      State change does not match expectation: …

        HoldingModel(
          detail: DetailModel(…),
          byKey: […],
          tagged: Set([…]),
          rows: […],
          destination: HoldingModel.Destination.todo(…),
          pinned: HoldingModel.Pinned(…),
          groups: [
            "day": [
              TodoModel(
                title: "Jam",
      −         isDone: false
      +         isDone: true
              ),
            ],
          ]
        )

      (Expected: −, Actual: +)

      To accept the actual behaviour, write:

        expecting: {
          $0.expectChange(\\.groups)
        }
      """)
  }

  @MainActor func testTheAcceptedCodeDescribesTheStep() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(HoldingModel())
      harness.run {
        $0.renameDetail("Draft")
        $0.toggle("milk")
      } expecting: {
        $0.detail?.title = "Draft"
        $0.byKey["milk"]?.isDone = true
      }
      harness.run {
        $0.toggleDestination()
        $0.togglePinned()
      } expecting: {
        $0.expectChange(\.destination) {
          if case .todo(let todo) = $0 { todo.isDone } else { false }
        }
        $0.expectChange(\.pinned) { $0.todo.isDone }
      }
    }
    XCTAssertEqual(failures, [])
  }

  @MainActor func testAWrongDescriptionThroughADictionaryFails() async {
    let failures = withExpectedFailures {
      ModelHarness(HoldingModel()).run {
        $0.toggle("milk")
      } expecting: {
        $0.byKey["milk"]?.title = "Oat milk"
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          HoldingModel(
            detail: DetailModel(…),
            byKey: [
              "milk": TodoModel(
        −       title: "Oat milk",
        +       title: "Milk",
        −       isDone: false
        +       isDone: true
              ),
            ],
            tagged: Set([…]),
            rows: […],
            destination: HoldingModel.Destination.todo(…),
            pinned: HoldingModel.Pinned(…),
            groups: […]
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.byKey["milk"]?.isDone = true
          }
        """
      ])
  }
  @MainActor func testAChildModelInALetIsState() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(OwnerModel())
      harness.run { $0.renameSettings("Dark") }
      harness.run {
        $0.renameSettings("Light")
      } expecting: {
        $0.settings.title = "Light"
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          OwnerModel(
            settings: DetailModel(
        −     title: "Untitled"
        +     title: "Dark"
            ),
            child: BackChildModel(…),
            count: 0
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.settings.title = "Dark"
          }
        """
      ])
  }

  @MainActor func testABackReferenceAndADependencyAreNotChanges() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(OwnerModel())
      // The dependency's counter moves, and the child's reference to its owner stays one.
      harness.run {
        $0.increment()
      } expecting: {
        $0.count = 1
      }
      harness.run { $0.renameChild("renamed") }
    }
    XCTAssertEqual(
      failures,
      [
        """
        State change does not match expectation: …

          OwnerModel(
            settings: DetailModel(…),
            child: BackChildModel(
              owner: OwnerModel(↩︎),
        −     name: "child"
        +     name: "renamed"
            ),
            count: 1
          )

        (Expected: −, Actual: +)

        To accept the actual behaviour, write:

          expecting: {
            $0.child?.name = "renamed"
          }
        """
      ])
  }
  @MainActor func testAClosureThatChangesAChildModelItReachesIsReported() async {
    let failures = withExpectedFailures {
      // A set's element is the model's own object: the assignment sets it, before the step.
      ModelHarness(HoldingModel()).run {
        $0.retag("b")
      } expecting: {
        $0.tagged.first?.tag = "b"
      }
    }
    XCTAssertEqual(
      failures,
      [
        """
        The expecting closure changed the model, before the step ran: …

          HoldingModel(
            detail: DetailModel(…),
            byKey: […],
            tagged: Set([
              TaggedModel(
        −       tag: "a"
        +       tag: "b"
              ),
            ]),
            rows: […],
            destination: HoldingModel.Destination.todo(…),
            pinned: HoldingModel.Pinned(…),
            groups: […]
          )

        (Before: −, After: +)

        The closure describes the step; it must not run it. A child model the closure reaches \
        through a value (a set's element, a struct's field, an enum case's payload) is the \
        model's own object, and assigning its properties sets them. Describe a change inside it \
        with expectChange(\\.tagged), or through a path the closure reads: $0.detail?.title, \
        $0.todos[0].isDone, $0.byKey["key"]?.isDone, $0.rows[id: 1]?.count.
        """
      ])
  }

  @MainActor func testIdentifiableChildModelsAreDescribedByID() async {
    let failures = withExpectedFailures {
      let harness = ModelHarness(HoldingModel())
      harness.run {
        $0.count(row: 1)
      } expecting: {
        $0.rows[id: 1]?.count = 1
      }
      harness.run {
        $0.count(row: 1)
      } expecting: {
        $0.rows[id: 2]?.count = 5
        $0.rows[id: 1]?.count += 1
      }
      // An array of them reads by position, or by id.
      let list = ModelHarness(RowListModel())
      list.run {
        $0.rows[0].count += 1
      } expecting: {
        $0.rows[0].count = 1
      }
      list.run {
        $0.rows[0].count += 1
      } expecting: {
        $0.rows[id: 7]?.count = 2
      }
    }
    XCTAssertEqual(failures, [])
  }
}
