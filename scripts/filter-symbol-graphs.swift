// Drops re-exported symbols from a module's symbol graphs.
//
// `ExhaustiveTesting` re-exports `ExhaustiveCore` and `StructuralDiff` (`@_exported import`), and
// the compiler copies re-exported symbols into the re-exporting module's graph, so without this
// every core type would be documented twice. A symbol belongs to the module whose sources
// declare it. A module built from internal targets it re-exports (ExhaustiveTesting) names each
// of their folders too: their symbols are its own, as its users see them.
//
//   swift scripts/filter-symbol-graphs.swift <graphs-dir> <module> <module-sources-dir>...
import Foundation

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
  FileHandle.standardError.write(
    Data("usage: filter-symbol-graphs <graphs-dir> <module> <module-sources-dir>...\n".utf8))
  exit(2)
}
let (directory, module) = (arguments[1], arguments[2])
let sourcesURLs = arguments[3...].map {
  URL(fileURLWithPath: $0).standardizedFileURL.absoluteString
}

let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
  $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@")
}
for file in files {
  let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
  guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]],
    let relationships = graph["relationships"] as? [[String: Any]]
  else { continue }

  func identifier(_ symbol: [String: Any]) -> String {
    (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
  }
  // Declared symbols belong where their source file is. Synthesized ones (`!=`, a task-local's
  // `$current`, …) have no location: they follow the type they are members of.
  var dropped = Set(
    symbols.filter { symbol in
      guard let location = symbol["location"] as? [String: Any],
        let uri = location["uri"] as? String
      else { return false }
      return !sourcesURLs.contains(where: uri.hasPrefix)
    }
    .map(identifier))
  let parents = Dictionary(
    relationships.compactMap { relationship -> (String, String)? in
      guard relationship["kind"] as? String == "memberOf",
        let source = relationship["source"] as? String,
        let target = relationship["target"] as? String
      else { return nil }
      return (source, target)
    },
    uniquingKeysWith: { first, _ in first })
  var changed = true
  while changed {
    changed = false
    for symbol in symbols where symbol["location"] == nil {
      let id = identifier(symbol)
      if !dropped.contains(id), let parent = parents[id], dropped.contains(parent) {
        dropped.insert(id)
        changed = true
      }
    }
  }
  let kept = symbols.filter { !dropped.contains(identifier($0)) }
  let droppedIdentifiers = dropped

  graph["symbols"] = kept
  graph["relationships"] = relationships.filter { relationship in
    guard let source = relationship["source"] as? String else { return true }
    let target = relationship["target"] as? String ?? ""
    return !droppedIdentifiers.contains(source) && !droppedIdentifiers.contains(target)
  }
  if kept.isEmpty {
    try FileManager.default.removeItem(at: url)
  } else {
    try JSONSerialization.data(withJSONObject: graph).write(to: url)
  }
  print("\(file): kept \(kept.count) of \(symbols.count) symbols")
}
