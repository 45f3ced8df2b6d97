// One bug of the exploration corpus (issue 33), with its fix behind a flag: the model, shared
// by its tests beside this folder and by the benchmarks (Benchmarks/.../Exploration/Corpus is
// a link to this folder).
import ExhaustiveCore

/// A log two detached tasks write to.
actor ActivityLog {
  private(set) var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}
