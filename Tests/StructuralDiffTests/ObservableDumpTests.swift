#if canImport(Observation)
  import Observation
  import StructuralDiff
  import XCTest

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Observable
  private final class CounterModel {
    var count = 0
    var title = "Counter"
    @ObservationIgnored var cache: [Int] = []
  }

  /// Issue 12, item 3: `@Observable` classes dump their properties by their declared names.
  final class ObservableDumpTests: XCTestCase {
    func testObservablePropertiesPrintByTheirDeclaredNames() throws {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
        throw XCTSkip("Observation needs macOS 14")
      }
      let model = CounterModel()
      model.count = 3
      assertDump(
        model,
        """
        CounterModel#1(
          count: 3,
          title: "Counter",
          cache: []
        )
        """
      )
    }

    func testADiffOfTwoModelsNamesTheChangedProperty() throws {
      guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else {
        throw XCTSkip("Observation needs macOS 14")
      }
      let first = CounterModel()
      let second = CounterModel()
      second.count = 1
      assertDiff(
        first, second,
        """
          CounterModel#1(
        \u{2212}   count: 0,
        +   count: 1,
            title: "Counter",
            cache: []
          )
        """
      )
    }
  }
#endif
