import Foundation

/// The operations the TestStore benchmarks time; all of them are ours.
struct TestStoreEngine {
  /// `steps` send/receive steps through a `TestStore`; answers the failures it reported.
  var storeSteps: (Int) -> [String]
  /// The same reducer called directly, plus one `==` per step; answers the mismatches.
  var directSteps: (Int) -> Int
  /// One effect sends this many actions, then `skipReceivedActions()` reduces them; answers
  /// the failures and how many actions were reduced.
  var receivedThenSkipped: (Int) -> (failures: [String], reduced: Int)
  /// The same, receiving the actions one `receive` at a time.
  var receivedOneAtATime: (Int) -> (failures: [String], reduced: Int)
  /// A fresh incrementing UUID generator, as a plain function.
  var incrementingUUIDs: () -> () -> UUID
}

extension TestStoreEngine {
  static var ours: TestStoreEngine {
    TestStoreEngine(
      storeSteps: OurTestStore.storeSteps,
      directSteps: OurTestStore.directSteps,
      receivedThenSkipped: OurTestStore.receivedThenSkipped,
      receivedOneAtATime: OurTestStore.receivedOneAtATime,
      incrementingUUIDs: OurTestStore.incrementingUUIDs
    )
  }
}
