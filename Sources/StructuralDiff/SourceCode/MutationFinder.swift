import Foundation

/// Finds the assignments that turn one value into another (see
/// ``SwiftSource/mutations(from:to:root:)``).
struct MutationFinder {
  /// One statement (or, for a value with no source form, a comment), over one or more lines.
  struct Mutation {
    var lines: [String]
  }

  /// Lines wider than this break their values over several lines.
  var width = 80

  func mutations(_ old: Any, _ new: Any, path: String, depth: Int = 0) -> [Mutation] {
    if same(old, new) { return [] }
    let whole = [assignment(path, new)]
    guard depth < SourceFragment.maxDepth, Swift.type(of: old) == Swift.type(of: new) else {
      return whole
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    var parts: [Mutation]
    if let oldElements = IdentifiedSource.elements(of: old),
      let newElements = IdentifiedSource.elements(of: new)
    {
      guard let elements = identifiedMutations(oldElements, newElements, path, depth) else {
        return whole
      }
      return cost(elements) < cost(whole) ? elements : whole
    }
    switch (oldMirror.displayStyle, newMirror.displayStyle) {
    case (.optional?, .optional?):
      guard let oldValue = oldMirror.children.first?.value,
        let newValue = newMirror.children.first?.value
      else { return whole }
      parts = mutations(oldValue, newValue, path: path + "?", depth: depth + 1)
    case (.struct?, .struct?) where !(old is CustomReflectable):
      guard let fields = fieldMutations(oldMirror, newMirror, path, depth) else { return whole }
      parts = fields
    case (.tuple?, .tuple?):
      parts = tupleMutations(oldMirror, newMirror, path, depth)
    case (.collection?, .collection?):
      guard let oldArray = old as? any SourceArray, let newArray = new as? any SourceArray else {
        return whole
      }
      guard
        let elements = elementMutations(
          oldArray.sourceElements, newArray.sourceElements, path, depth)
      else { return whole }
      parts = elements
    case (.dictionary?, .dictionary?):
      guard let oldDictionary = old as? any SourceDictionary,
        let newDictionary = new as? any SourceDictionary,
        let entries = entryMutations(
          oldDictionary.sourceEntries, newDictionary.sourceEntries, path, depth)
      else { return whole }
      parts = entries
    default:
      return whole
    }
    return cost(parts) < cost(whole) ? parts : whole
  }

  /// A struct's stored properties one by one; nil when one has no memberwise initializer
  /// parameter (a property wrapper's `_name`, a lazy property's `$__lazy_storage_$_name`).
  private func fieldMutations(
    _ old: Mirror, _ new: Mirror, _ path: String, _ depth: Int
  ) -> [Mutation]? {
    var parts: [Mutation] = []
    for (oldChild, newChild) in zip(old.children, new.children) {
      guard let label = oldChild.label, !label.hasPrefix("_"), !label.hasPrefix("$") else {
        return nil
      }
      parts += mutations(
        oldChild.value, newChild.value, path: path + "." + label, depth: depth + 1)
    }
    return parts
  }

  /// A tuple's elements one by one, by label or position (`.0`).
  private func tupleMutations(
    _ old: Mirror, _ new: Mirror, _ path: String, _ depth: Int
  ) -> [Mutation] {
    var parts: [Mutation] = []
    for (index, (oldChild, newChild)) in zip(old.children, new.children).enumerated() {
      let label = oldChild.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? String(index)
      parts += mutations(
        oldChild.value, newChild.value, path: path + "." + label, depth: depth + 1)
    }
    return parts
  }

  /// Index by index when the counts match; one `insert`, `append` or `remove(at:)` when one
  /// element came or went; else nil (the whole array is assigned).
  private func elementMutations(
    _ old: [Any], _ new: [Any], _ path: String, _ depth: Int
  ) -> [Mutation]? {
    if old.count == new.count {
      // Elements that moved, or whose identity changed, are a new arrangement: assigned whole.
      for (oldElement, newElement) in zip(old, new) where !same(oldElement, newElement) {
        if let oldID = identity(oldElement), oldID != identity(newElement) { return nil }
        if old.contains(where: { same($0, newElement) }) { return nil }
      }
      return zip(old, new).enumerated().flatMap { index, pair in
        mutations(pair.0, pair.1, path: "\(path)[\(index)]", depth: depth + 1)
      }
    }
    if new.count == old.count + 1 {
      let index = firstDifference(old, new)
      guard zip(old[index...], new[(index + 1)...]).allSatisfy(same) else { return nil }
      if index == old.count {
        return [call(path + ".append(", new[index], ")")]
      }
      return [call(path + ".insert(", new[index], ", at: \(index))")]
    }
    if old.count == new.count + 1 {
      let index = firstDifference(new, old)
      guard zip(old[(index + 1)...], new[index...]).allSatisfy(same) else { return nil }
      return [Mutation(lines: ["\(path).remove(at: \(index))"])]
    }
    return nil
  }

  /// Key by key: changed and added values assigned, removed keys set to `nil`.
  private func entryMutations(
    _ old: [(key: Any, value: Any)], _ new: [(key: Any, value: Any)], _ path: String,
    _ depth: Int
  ) -> [Mutation]? {
    func keyed(_ entries: [(key: Any, value: Any)]) -> [String: Any]? {
      var result: [String: Any] = [:]
      for entry in entries {
        guard case .success(let key) = SourceFragment.make(entry.key, depth: 0) else {
          return nil
        }
        result[key.oneLine] = entry.value
      }
      return result
    }
    guard let oldValues = keyed(old), let newValues = keyed(new) else { return nil }
    var parts: [Mutation] = []
    for key in Set(oldValues.keys).union(newValues.keys).sorted() {
      let subscripted = "\(path)[\(key)]"
      switch (oldValues[key], newValues[key]) {
      case (let oldValue?, let newValue?):
        parts += mutations(oldValue, newValue, path: subscripted + "?", depth: depth + 1).map {
          unwrapped($0, subscripted)
        }
      case (nil, let newValue?):
        parts.append(assignment(subscripted, newValue))
      case (_?, nil):
        parts.append(Mutation(lines: [subscripted + " = nil"]))
      case (nil, nil):
        break
      }
    }
    return parts
  }

  /// The `id` of an `Identifiable` element.
  private func identity(_ element: Any) -> AnyHashable? {
    func id<T: Identifiable>(_ element: T) -> AnyHashable { AnyHashable(element.id) }
    guard let element = element as? any Identifiable else { return nil }
    return id(element)
  }

  private func firstDifference(_ shorter: [Any], _ longer: [Any]) -> Int {
    shorter.indices.first { !same(shorter[$0], longer[$0]) } ?? shorter.count
  }

  /// `path = value`, or a comment with the value's dump when it has no source form.
  func assignment(_ path: String, _ value: Any) -> Mutation {
    switch SwiftSource.expression(of: value, width: width) {
    case .success(let lines):
      return Mutation(lines: [path + " = " + lines[0]] + lines.dropFirst())
    case .failure(let problem):
      return comment("\(path): no Swift source for \(problem.reason); it is now:", value)
    }
  }

  /// `prefix` value `suffix`, or a comment when the value has no source form.
  func call(_ prefix: String, _ value: Any, _ suffix: String) -> Mutation {
    switch SwiftSource.expression(of: value, width: width - prefix.count - suffix.count) {
    case .success(let lines):
      var lines = lines
      lines[0] = prefix + lines[0]
      lines[lines.count - 1] += suffix
      return Mutation(lines: lines)
    case .failure(let problem):
      return comment(
        "\(prefix)…\(suffix): no Swift source for \(problem.reason); the value is:", value)
    }
  }

  private func comment(_ sentence: String, _ value: Any) -> Mutation {
    let dump = String(customDumping: value).split(separator: "\n", omittingEmptySubsequences: false)
    return Mutation(lines: ["// " + sentence] + dump.map { "//   " + $0 })
  }

  /// Whether the two values print the same, as source or (with no source form) as dumps.
  func same(_ first: Any, _ second: Any) -> Bool {
    guard Swift.type(of: first) == Swift.type(of: second) else { return false }
    switch (SourceFragment.make(first, depth: 0), SourceFragment.make(second, depth: 0)) {
    case (.success(let a), .success(let b)):
      return a.oneLine == b.oneLine
    default:
      return String(customDumping: first) == String(customDumping: second)
    }
  }

  func cost(_ mutations: [Mutation]) -> Int {
    mutations.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.count + 1 } }
  }
}
