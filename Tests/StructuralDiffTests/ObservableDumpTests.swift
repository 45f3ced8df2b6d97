#if canImport(Observation)
  import Observation
  import StructuralDiff
  import XCTest

  @Observable
  private final class CounterModel {
    var count = 0
    var title = "Counter"
    @ObservationIgnored var cache: [Int] = []
  }

  /// Issue 12, item 3: `@Observable` classes dump their properties by their declared names.
  final class ObservableDumpTests: XCTestCase {
    func testObservablePropertiesPrintByTheirDeclaredNames() {
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

    func testADiffOfTwoModelsNamesTheChangedProperty() {
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
