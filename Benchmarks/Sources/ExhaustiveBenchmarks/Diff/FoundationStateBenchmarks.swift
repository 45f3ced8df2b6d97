import Foundation

/// One element of a Foundation-heavy state: the values apps store beside their own types.
struct Receipt: Equatable {
  var issued: Date
  var link: URL
  var total: Decimal
  var quantity: NSNumber
}

/// A state of `count` receipts, and the same with one element's total changed.
struct Ledger: Equatable {
  var receipts: [Receipt]

  static func make(count: Int) -> Ledger {
    Ledger(
      receipts: (0..<count).map { index in
        Receipt(
          issued: Date(timeIntervalSinceReferenceDate: Double(index) * 86_400.25),
          link: URL(string: "https://example.com/receipts/\(index)")!,
          total: Decimal(index) / 100,
          quantity: NSNumber(value: index % 7))
      })
  }
}

extension DiffBenchmarks {
  /// Issue 12 §1: dump and diff (one element's total changed) of 10,000 elements holding
  /// `Date`, `URL`, `Decimal` and `NSNumber`, ours against custom-dump.
  func foundationState(_ table: inout Table, fast: RunPlan, slow: RunPlan) {
    let count = 10_000
    let base = Ledger.make(count: count)
    var changed = base
    changed.receipts[count / 2].total += 1

    progress("dump, 10,000 Foundation-heavy elements")
    let oursDump = cell(ours) { _ in
      try measure(fast, setup: { base }, run: { OurDiff.dump($0) }) { _, output in
        try check(output.contains("https://example.com/receipts/9999"), "the last URL is missing")
        try check(!output.contains("_CFInfo"), "an NSNumber printed its storage")
      }
    }
    let peerDump = cell { () -> Measurement in
      try measure(slow, setup: { base }, run: { PeerDiff.dump($0) }) { _, output in
        try check(output.contains("https://example.com/receipts/9999"), "the last URL is missing")
      }
    }
    table.add(
      "dump, 10,000 Foundation-heavy elements "
        + table.note("each element holds a Date, a URL, a Decimal and an NSNumber"),
      ours: oursDump, peer: peerDump, target: .speedup(10))

    progress("diff, 10,000 Foundation-heavy elements, one changed")
    let oursDiff = cell(ours) { _ in
      try measure(fast, setup: { (base, changed) }, run: { OurDiff.diff($0.0, $0.1) }) {
        _, output in
        try check(output?.contains("total: 51") == true, "the diff does not show the total")
      }
    }
    let peerDiff = cell { () -> Measurement in
      try measure(slow, setup: { (base, changed) }, run: { PeerDiff.diff($0.0, $0.1) }) {
        _, output in
        try check(output != nil, "no difference found")
      }
    }
    table.add(
      "diff, 10,000 Foundation-heavy elements, one changed", ours: oursDiff, peer: peerDiff,
      target: .speedup(10))
  }
}
