/// The operations the differ benchmarks time, so ours and the peer's run the same cases.
struct DiffEngine {
  var dumpInventory: (Inventory) -> String
  var diffInventory: (Inventory, Inventory) -> String?
  var diffItems: ([Item], [Item]) -> String?
  var diffIdentifiedItems: ([IdentifiedItem], [IdentifiedItem]) -> String?
  var dumpChain: (Chain) -> String
}

extension DiffEngine {
  /// StructuralDiff.
  static var ours: DiffEngine {
    DiffEngine(
      dumpInventory: OurDiff.dump,
      diffInventory: OurDiff.diff,
      diffItems: OurDiff.diff,
      diffIdentifiedItems: OurDiff.diff,
      dumpChain: OurDiff.dump
    )
  }

  /// swift-custom-dump 1.7.3.
  static var peer: DiffEngine {
    DiffEngine(
      dumpInventory: PeerDiff.dump,
      diffInventory: PeerDiff.diff,
      diffItems: PeerDiff.diff,
      diffIdentifiedItems: PeerDiff.diff,
      dumpChain: PeerDiff.dump
    )
  }
}
