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

    /// Two models are two objects (issue 34 §3): one replaced by the other, each printed by its
    /// declared properties.
    func testADiffOfTwoModelsPrintsEachByItsDeclaredProperties() {
      let first = CounterModel()
      let second = CounterModel()
      second.count = 1
      assertDiff(
        first, second,
        """
        \u{2212} CounterModel#1(
        \u{2212}   count: 0,
        \u{2212}   title: "Counter",
        \u{2212}   cache: []
        \u{2212} )
        + CounterModel#2(
        +   count: 1,
        +   title: "Counter",
        +   cache: []
        + )
        """
      )
    }
  }
#endif
