import ExhaustiveUnsafe
import Foundation

/// A value's source, before it is laid out on lines: an atom, or a bracketed list of items.
indirect enum SourceFragment {
  case atom(String)
  /// `open` items `close`; items separated by commas (and, when broken over lines, array
  /// elements each followed by one, the last too).
  case list(open: String, items: [Item], close: String, trailingComma: Bool, breaks: Bool)

  struct Item {
    var label: String?
    var value: SourceFragment
  }

  /// Nesting deeper than this is not written out (a value this deep is not typed by hand).
  static let maxDepth = 64

  static func make(_ value: Any, depth: Int) -> Result<SourceFragment, SourceProblem> {
    guard depth < maxDepth else {
      return .failure(SourceProblem(reason: "a value nested more than \(maxDepth) levels deep"))
    }
    if let scalar = scalarSource(value) { return scalar }
    if let identified = IdentifiedSource.elements(of: value) {
      return arrayLiteral(identified.map { (nil, $0.element) }, depth: depth)
    }
    if IdentifiedSource.isUnsupported(value) {
      return .failure(
        SourceProblem(
          reason: "an identified collection with no literal (\(typeName(type(of: value))))"))
    }
    let mirror = Mirror(reflecting: value)
    let type = Swift.type(of: value)
    switch mirror.displayStyle {
    case .optional?:
      guard let wrapped = mirror.children.first else { return .success(.atom("nil")) }
      return make(wrapped.value, depth: depth)
    case .collection?:
      guard value is any SourceArray else { break }
      return arrayLiteral(mirror.children.map { (nil, $0.value) }, depth: depth)
    case .set?:
      return arrayLiteral(mirror.children.map { (nil, $0.value) }, depth: depth, sorted: true)
    case .dictionary?:
      return dictionary(mirror, depth: depth)
    case .enum?:
      return enumCase(value, mirror: mirror, depth: depth)
    case .tuple?:
      let labeled = mirror.children.map { (tupleLabel($0.label), $0.value) }
      return items(labeled, depth: depth).map {
        .list(open: "(", items: $0, close: ")", trailingComma: false, breaks: false)
      }
    case .struct?:
      if value is CustomReflectable {
        return .failure(
          SourceProblem(
            reason: "a value whose custom mirror hides its stored properties (\(typeName(type)))"))
      }
      return structure(type, mirror: mirror, depth: depth)
    case .class?:
      return .failure(SourceProblem(reason: "a class instance (\(typeName(type)))"))
    default:
      break
    }
    return opaque(value, type)
  }

  /// An array literal of `children`, a set's sorted by their source so that it reads the same
  /// in every run.
  private static func arrayLiteral(
    _ children: [(String?, Any)], depth: Int, sorted: Bool = false
  ) -> Result<SourceFragment, SourceProblem> {
    items(children, depth: depth).map { items in
      let items = sorted ? items.sorted { $0.value.oneLine < $1.value.oneLine } : items
      return .list(
        open: "[", items: items, close: "]", trailingComma: true,
        breaks: items.contains { $0.value.isList })
    }
  }

  /// A value without children: a metatype as `Type.self`; closures and other opaque values have
  /// no source.
  private static func opaque(_ value: Any, _ type: Any.Type) -> Result<
    SourceFragment, SourceProblem
  > {
    let name = typeName(type)
    if name.contains("->") {
      return .failure(SourceProblem(reason: "a closure (\(name))"))
    }
    if value is Any.Type {
      return .success(.atom(typeName(value as! Any.Type) + ".self"))
    }
    return .failure(SourceProblem(reason: "a value of an opaque type (\(name))"))
  }

  /// A struct's memberwise initializer, its stored properties in declaration order.
  private static func structure(
    _ type: Any.Type, mirror: Mirror, depth: Int
  ) -> Result<SourceFragment, SourceProblem> {
    let name = typeName(type)
    var fields: [(String?, Any)] = []
    for child in mirror.children {
      guard let label = child.label, !label.hasPrefix("_"), !label.hasPrefix("$") else {
        // `_name` is a property wrapper's storage, `$__lazy_storage_$_name` a lazy property's:
        // neither is a memberwise initializer's parameter.
        return .failure(
          SourceProblem(
            reason: "a struct with a property wrapper or lazy property (\(name))"))
      }
      fields.append((label, child.value))
    }
    return items(fields, depth: depth).map {
      .list(open: "\(name)(", items: $0, close: ")", trailingComma: false, breaks: false)
    }
  }

  /// `.name` or `.name(label: payload, …)`: the type comes from the context.
  private static func enumCase(
    _ value: Any, mirror: Mirror, depth: Int
  ) -> Result<SourceFragment, SourceProblem> {
    guard let payload = mirror.children.first else {
      return .success(.atom("." + enumCaseName(value)))
    }
    let name = payload.label ?? enumCaseName(value)
    let payloadMirror = Mirror(reflecting: payload.value)
    let values: [(String?, Any)] =
      payloadMirror.displayStyle == .tuple
      ? payloadMirror.children.map { (tupleLabel($0.label), $0.value) }
      : [(nil, payload.value)]
    return items(values, depth: depth).map {
      .list(open: ".\(name)(", items: $0, close: ")", trailingComma: false, breaks: false)
    }
  }

  private static func dictionary(_ mirror: Mirror, depth: Int) -> Result<
    SourceFragment, SourceProblem
  > {
    var entries: [(key: SourceFragment, value: SourceFragment)] = []
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      guard pair.count == 2 else {
        return .failure(SourceProblem(reason: "a dictionary whose entries do not reflect"))
      }
      switch (make(pair[0].value, depth: depth + 1), make(pair[1].value, depth: depth + 1)) {
      case (.success(let key), .success(let value)):
        entries.append((key, value))
      case (.failure(let problem), _), (_, .failure(let problem)):
        return .failure(problem)
      }
    }
    guard !entries.isEmpty else { return .success(.atom("[:]")) }
    entries.sort { $0.key.oneLine < $1.key.oneLine }
    let items = entries.map { Item(label: $0.key.oneLine, value: $0.value) }
    return .success(
      .list(
        open: "[", items: items, close: "]", trailingComma: true,
        breaks: items.contains { $0.value.isList }))
  }

  private static func items(
    _ children: [(String?, Any)], depth: Int
  ) -> Result<[Item], SourceProblem> {
    var items: [Item] = []
    for (label, child) in children {
      switch make(child, depth: depth + 1) {
      case .success(let fragment): items.append(Item(label: label, value: fragment))
      case .failure(let problem): return .failure(problem)
      }
    }
    return .success(items)
  }

  /// A tuple element's label, or nil for a positional one (`.0`).
  private static func tupleLabel(_ label: String?) -> String? {
    guard let label, !label.hasPrefix(".") else { return nil }
    return label
  }

  var isList: Bool {
    if case .list = self { return true }
    return false
  }

  /// The source on one line.
  var oneLine: String {
    switch self {
    case .atom(let text):
      return text
    case .list(let open, let items, let close, _, _):
      if items.isEmpty && open == "[" { return "[]" }
      return open
        + items.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.oneLine }.joined(
          separator: ", ") + close
    }
  }

  /// The source laid out on lines: a list that does not fit in `width`, or holds lists of its
  /// own in an array, puts each item on its own line, indented two spaces.
  func lines(width: Int) -> [String] {
    guard case .list(let open, let items, let close, let trailingComma, let breaks) = self,
      !items.isEmpty
    else { return [oneLine] }
    let single = oneLine
    if !breaks && single.count <= width { return [single] }
    var lines = [open]
    for (offset, item) in items.enumerated() {
      var itemLines = item.value.lines(width: width - 2)
      if let label = item.label { itemLines[0] = label + ": " + itemLines[0] }
      if trailingComma || offset < items.count - 1 { itemLines[itemLines.count - 1] += "," }
      lines += itemLines.map { "  " + $0 }
    }
    lines.append(close)
    return lines
  }
}

/// Arrays, whose elements a mutation can reach by index.
protocol SourceArray {
  var sourceElements: [Any] { get }
}

extension Array: SourceArray {
  var sourceElements: [Any] { map { $0 } }
}

extension ContiguousArray: SourceArray {
  var sourceElements: [Any] { map { $0 } }
}

/// Dictionaries, whose values a mutation can reach by key.
protocol SourceDictionary {
  var sourceEntries: [(key: Any, value: Any)] { get }
}

extension Dictionary: SourceDictionary {
  var sourceEntries: [(key: Any, value: Any)] { map { ($0.key, $0.value) } }
}
