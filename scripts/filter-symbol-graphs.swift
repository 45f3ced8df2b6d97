// Drops re-exported symbols from a module's symbol graphs.
//
// `ExhaustiveTesting` re-exports `ExhaustiveCore` and `StructuralDiff` (`@_exported import`), and
// the compiler copies re-exported symbols into the re-exporting module's graph, so without this
// every core type would be documented twice. A symbol belongs to the module whose sources
// declare it.
//
//   swift scripts/filter-symbol-graphs.swift <graphs-dir> <module> <module-sources-dir>
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(
    Data("usage: filter-symbol-graphs <graphs-dir> <module> <module-sources-dir>\n".utf8))
  exit(2)
}
let (directory, module, sources) = (arguments[1], arguments[2], arguments[3])
let sourcesURL = URL(fileURLWithPath: sources).standardizedFileURL.absoluteString

let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter {
  $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@")
}
for file in files {
  let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
  guard var graph = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]],
    let relationships = graph["relationships"] as? [[String: Any]]
  else { continue }

  let kept = symbols.filter { symbol in
    guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String
    else { return true }
    return uri.hasPrefix(sourcesURL)
  }
  let keptIdentifiers = Set(
    kept.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String })
  let droppedIdentifiers = Set(
    symbols.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String }
  ).subtracting(keptIdentifiers)

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
