/// A large state of nested structs: each element holds a nested struct and a collection, so an
/// unchanged neighbour of the change has multi-line fields to collapse (issue 12 §5).
struct Garden: Equatable, Sendable {
  var title: String
  var settings: GardenSettings
  var beds: [Bed]
}

struct GardenSettings: Equatable, Sendable {
  var season: String
  var watering: Int
}

struct Bed: Equatable, Sendable {
  var number: Int
  var name: String
  var soil: Soil
  var plants: [String]
}

struct Soil: Equatable, Sendable {
  var moisture: Int
  var note: String
}

extension Garden {
  /// `count` beds; `changedBed`, if any, with its soil's note changed.
  static func fixture(count: Int, changedBed: Int? = nil) -> Garden {
    var garden = Garden(
      title: "Benchmark", settings: GardenSettings(season: "spring", watering: 3),
      beds: (0..<count).map {
        Bed(
          number: $0, name: "Bed \($0)", soil: Soil(moisture: $0 % 100, note: "loam"),
          plants: ["basil", "mint"])
      })
    if let changedBed { garden.beds[changedBed].soil.note = "clay" }
    return garden
  }
}

extension DiffBenchmarks {
  /// The diff of a 10,000-element state of nested structs with one leaf changed, which must
  /// stay under 30 lines (its unchanged multi-line fields collapse), ours against custom-dump.
  func largeState(_ table: inout Table, fast: RunPlan, slow: RunPlan) {
    let count = 10_000
    let base = Garden.fixture(count: count)
    let changed = Garden.fixture(count: count, changedBed: count / 2)

    progress("diff, 10,000 nested elements, one leaf changed")
    let oursDiff = cell(ours) { _ in
      try measure(fast, setup: { (base, changed) }, run: { OurDiff.diff($0.0, $0.1) }) {
        _, output in
        let lines = output?.split(separator: "\n").count ?? 0
        try check(output?.contains("clay") == true, "the diff does not show the change")
        try check(lines < 30, "the diff has \(lines) lines")
      }
    }
    let peerDiff = cell { () -> Measurement in
      try measure(slow, setup: { (base, changed) }, run: { PeerDiff.diff($0.0, $0.1) }) {
        _, output in
        try check(output?.contains("clay") == true, "the diff does not show the change")
      }
    }
    let name =
      "diff, 10,000 nested elements, one leaf changed "
      + table.note(
        "a `Garden` of 10,000 `Bed`s, each with a nested struct and a two-element array; one "
          + "bed's soil note changed. Our diff is 18 lines: the unchanged neighbours of the change "
          + "collapse (`plants: […]`), runs of unchanged beds are counted")
    table.add(name, ours: oursDiff, peer: peerDiff, target: .speedup(10))
  }
}
