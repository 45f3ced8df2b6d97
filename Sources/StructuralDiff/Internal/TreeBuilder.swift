import ExhaustiveUnsafe
import Foundation

/// Turns a value into a tree of ``Node``s with an explicit work stack, so nesting depth costs
/// heap, not call stack: a 10,000-deep value dumps fine on a 512 KB secondary thread.
///
/// A dump builds the whole tree at once. A diff builds lazily: ``expand(_:)`` turns one pending
/// node into its children (structs and arrays leave their children pending), so parts that `==`
/// already shows equal are never reflected; ``complete(_:)`` builds a whole subtree when its
/// hashes are needed.
final class TreeBuilder {
  private enum Work {
    case build(Any, slot: Int, depth: Int, isElement: Bool)
    case finish(slot: Int)
    /// Builds a partially expanded node's pending children, then finishes it.
    case complete(slot: Int)
  }

  /// Composites at this depth print their children as `…`.
  private let maxDepth: Int
  /// Whether ``CustomDiffSnapshotting`` objects print their `before` snapshot (a diff's first
  /// side) rather than their `current` one.
  private let showsSnapshotsBefore: Bool
  /// Slots whose snapshot, if it opens like a struct, carries its object's number.
  private var snapshotNumbers: [Int: (object: ObjectIdentifier, number: Int)] = [:]
  /// What back-references to a snapshotting object print before `#N(↩︎)`: its snapshot's type
  /// when that opened like a struct, otherwise the object's.
  private var snapshotNames: [ObjectIdentifier: String] = [:]
  /// Whether nodes keep their values (to ask `==` where two dumps print the same).
  private let keepsValues: Bool
  private(set) var nodes: [Node] = []
  private var work: [Work] = []
  private var types: [ObjectIdentifier: TypeInfo] = [:]
  /// Numbers objects, shared with the other side of a diff.
  let numbering: ObjectNumbering
  /// Which side of `numbering` this tree is.
  private let side: Int
  /// Objects printed in full (or being printed) in this tree: every later occurrence, in a
  /// cycle or not, is a back-reference, so shared objects cost one subtree each.
  private var printedObjects: [ObjectIdentifier: Int] = [:]
  /// Each node's parent slot (-1 for the root), to say where an object sits.
  private var parents: [Int32] = [-1]
  /// The slot that paths are measured from while the two sides of a diff are built in step.
  var pathRoot = 0
  /// Enum-case composites that may print on one line once their children are known.
  private var inlineCandidates: Set<Int> = []
  /// Enum payloads whose type the case holding them implies: they print as `.case`.
  private var impliedTypes: Set<Int> = []
  /// Sets, whose elements are sorted once built.
  private var sortedElements: Set<Int> = []
  /// The deepest node's depth so far.
  private(set) var deepest = 0
  private var values: [Int: Any] = [:]
  /// Values of nodes that were left pending by a lazy expansion (kept after they are built,
  /// to ask `==`).
  private var lazyValues: [Int: Any] = [:]

  /// The widest enum case (without indentation) that still prints on one line.
  static let inlineWidth = 80

  /// What custom mirrors may still add.
  private var budget: CustomMirrorBudget
  /// Composites whose last child is a ``TruncationMarker`` (kept last when sorting).
  private var truncated: Set<Int> = []
  /// Entries of key-value mirrors other than dictionaries' (`KeyValuePairs`, an ordered
  /// dictionary's custom mirror), which keep the mirror's order.
  private var orderedEntries: Set<Int> = []
  /// The dynamic type of the value whose leaf is being built: leaves of different types that
  /// print alike (`29.99 as Float`, `29.99 as Double`) must not hash alike.
  private var leafType: Any.Type?
  /// The values of nodes whose dump is customized (``CustomDumpStringConvertible``,
  /// ``CustomDumpRepresentable``), which may hide what differs (`<redacted>`).
  private(set) var customizedValues: [Int: Any] = [:]

  /// A builder whose root (node 0) is pending. The two sides of a diff share `numbering`, as
  /// sides 0 and 1.
  init(
    root: Any, label: String? = nil, maxDepth: Int = .max, keepsValues: Bool = false,
    numbering: ObjectNumbering = ObjectNumbering(), side: Int = 0,
    budget: CustomMirrorBudget = CustomMirrorBudget(), showsSnapshotsBefore: Bool = false
  ) {
    self.showsSnapshotsBefore = showsSnapshotsBefore
    self.maxDepth = maxDepth
    self.keepsValues = keepsValues
    self.numbering = numbering
    self.side = side
    self.budget = budget
    nodes.append(Node(kind: .leaf, label: label, text: ""))
    lazyValues[0] = root
  }

  /// The whole tree of `value`: its nodes, the root first.
  static func tree(
    of value: Any, label: String? = nil, maxDepth: Int = .max,
    budget: CustomMirrorBudget = CustomMirrorBudget()
  ) -> [Node] {
    let builder = TreeBuilder(root: value, label: label, maxDepth: maxDepth, budget: budget)
    builder.complete(0)
    return builder.nodes
  }

  /// Arrays expanded lazily, to compare their elements natively.
  private(set) var lazySequences: [Int: any SequenceDumpable] = [:]
  /// The child slots of lazily expanded arrays, in increasing order, with their array: an
  /// element is only boxed when something asks for it.
  private var lazyElements: [(slots: Range<Int>, sequence: any SequenceDumpable)] = []

  /// A node's value, when the builder keeps values.
  func keptValue(_ slot: Int) -> Any? { values[slot] }

  /// The value of a node that a lazy expansion left pending (or a root), if known.
  func value(_ slot: Int) -> Any? {
    if let value = lazyValues[slot] { return value }
    var low = 0
    var high = lazyElements.count
    while low < high {
      let middle = (low + high) / 2
      if lazyElements[middle].slots.upperBound <= slot { low = middle + 1 } else { high = middle }
    }
    guard low < lazyElements.count, lazyElements[low].slots.contains(slot) else { return nil }
    return lazyElements[low].sequence.elementForDump(at: slot - lazyElements[low].slots.lowerBound)
  }

  /// Builds a pending node one level: leaves and most composites completely, structs and arrays
  /// with their children left pending.
  func expand(_ slot: Int) {
    guard nodes[slot].state == .pending, let value = value(slot) else { return }
    build(value, slot: slot, depth: nodes[slot].depth, isElement: nodes[slot].isElement, lazy: true)
    run()
  }

  /// Builds the subtree at `slot` completely, so its hashes are known.
  func complete(_ slot: Int) {
    switch nodes[slot].state {
    case .complete:
      return
    case .partial:
      work.append(.complete(slot: slot))
    case .pending:
      guard let value = value(slot) else { return }
      work.append(
        .build(value, slot: slot, depth: nodes[slot].depth, isElement: nodes[slot].isElement))
    }
    run()
  }

  private func run() {
    while let item = work.popLast() {
      switch item {
      case .build(let value, let slot, let depth, let isElement):
        build(value, slot: slot, depth: depth, isElement: isElement, lazy: false)
      case .finish(let slot):
        finish(slot: slot)
      case .complete(let slot):
        work.append(.finish(slot: slot))
        for child in nodes[slot].children.reversed() {
          switch nodes[child].state {
          case .complete:
            break
          case .partial:
            work.append(.complete(slot: child))
          case .pending:
            if let value = value(child) {
              work.append(
                .build(
                  value, slot: child, depth: nodes[child].depth, isElement: nodes[child].isElement))
            }
          }
        }
      }
    }
  }

  /// The one-line text of a value (range bounds, and tests).
  static func singleLine(_ value: Any) -> String {
    singleLineText(tree(of: value), 0)
  }

  // MARK: - Building one value

  private func build(_ value: Any, slot: Int, depth: Int, isElement: Bool, lazy: Bool) {
    if keepsValues { values[slot] = value }
    var value = value
    for _ in 0..<64 {
      leafType = type(of: value)
      let info = typeInfo(leafType!)
      if isElement, info.isIdentifiable, !nodes[slot].hasIdentity,
        let key = identityHash(value)
      {
        nodes[slot].key = key
        nodes[slot].hasIdentity = true
      }
      switch info.kind {
      case .snapshotting:
        let object = value as! any CustomDiffSnapshotting
        let id = ObjectIdentifier(object)
        if let number = printedObjects[id] {
          return leaf(slot, "\(snapshotNames[id] ?? info.name)#\(number)(↩︎)")
        }
        let snapshots = object.customDiffSnapshots
        let snapshot = showsSnapshotsBefore ? snapshots.before : snapshots.current
        if type(of: snapshot) is AnyClass, (snapshot as AnyObject) === object {
          // The object stands for itself: it prints as an object.
          return reflect(
            value, mirror: Mirror(reflecting: value), info: info, slot: slot, depth: depth,
            custom: info.isCustomReflectable)
        }
        let number = numbering.number(for: object, side: side, path: path(of: slot))
        printedObjects[id] = number
        snapshotNames[id] = info.name
        snapshotNumbers[slot] = (id, number)
        value = snapshot
        continue
      case .representable:
        customized(value, slot: slot)
        value = (value as! any CustomDumpRepresentable).customDumpValue
        continue
      case .optional:
        guard let wrapped = (value as! any OptionalDumpable).wrappedForDump else {
          return leaf(slot, "nil")
        }
        value = wrapped
        continue
      case .anyHashable:
        value = (value as! AnyHashable).base
        continue
      case .customString:
        customized(value, slot: slot)
        return leaf(slot, (value as! any CustomDumpStringConvertible).customDumpDescription)
      case .reflectable:
        // Not kept: the fields a custom mirror leaves out are left out of diffs too (a cache);
        // the children it shows are compared, customized ones by their values.
        let mirror = (value as! any CustomDumpReflectable).customDumpMirror
        var info = info
        if let snapshot = value as? ObjectSnapshot { info.name = snapshot.typeName }
        return reflect(value, mirror: mirror, info: info, slot: slot, depth: depth, custom: true)
      case .string:
        return string(value as! String, slot: slot)
      case .substring:
        return string(value as! Substring, slot: slot)
      case .character:
        return leaf(slot, StringLiteral.singleLine(String(value as! Character)))
      case .scalar(let formatter):
        return leaf(slot, formatter.text(value), number: formatter.number?(value) ?? .nan)
      case .sequence(let isSet):
        return sequence(
          value as! any SequenceDumpable, isSet: isSet, slot: slot, depth: depth, lazy: lazy)
      case .identified:
        let (elements, keys) = (value as! any CustomDumpIdentifiedCollection)
          .identifiedElementsForDump
        sequence(elements, isSet: false, slot: slot, depth: depth, lazy: lazy)
        guard nodes[slot].kind == .elements else { return }
        for (offset, key) in keys.enumerated() {
          nodes[nodes[slot].childStart + offset].key = key
          nodes[nodes[slot].childStart + offset].hasIdentity = true
        }
        return
      case .dictionary:
        return dictionary(value as! any DictionaryDumpable, slot: slot, depth: depth)
      case .range:
        return range(value as! any RangeDumpable, slot: slot)
      case .framework:
        switch (value as! any FrameworkDumpable).dumpForm {
        case .text(let text, let number):
          return leaf(slot, text, number: number)
        case .value(let substitute):
          value = substitute
          continue
        case .fields(let name, let fields):
          if composite(
            slot, .fields, open: (name ?? info.name) + "(", close: ")", depth: depth,
            children: fields.map { ($0.label, $0.value) })
          {
            inlineCandidates.insert(slot)
          }
          return
        case .elements(let elements, let isSet):
          return sequence(elements, isSet: isSet, slot: slot, depth: depth, lazy: false)
        case .entries(let entries):
          return dictionary(entries.count, slot: slot, depth: depth) { body in
            for entry in entries { body(entry.key, entry.value) }
          }
        }
      case .objectIdentifier:
        let number = numbering.number(for: value as! ObjectIdentifier, side: side)
        return leaf(slot, "ObjectIdentifier(#\(number))")
      case .keyPath:
        return leaf(slot, keyPathText(value as! AnyKeyPath))
      case .mirror:
        if let layout = info.layout {
          return fields(
            of: value, layout: layout, open: "\(info.name)(", slot: slot, depth: depth, lazy: lazy)
        }
        return reflect(
          value, mirror: Mirror(reflecting: value), info: info, slot: slot, depth: depth,
          custom: info.isCustomReflectable)
      }
    }
    leaf(slot, String(describing: value))
  }

  /// Builds a value from its mirror; a `custom` mirror (one the type computes) adds children
  /// only within the ``budget``.
  private func reflect(
    _ value: Any, mirror: Mirror, info: TypeInfo, slot: Int, depth: Int, custom: Bool
  ) {
    var truncates = false
    /// The children of `mirrors`, made safe by ``mirrored(_:)``, within the budget.
    func children(_ mirrors: [Mirror], depth: Int) -> [Mirror.Child] {
      let all = mirrors.lazy.flatMap(\.children)
      guard custom else { return all.map { ($0.label, mirrored($0.value)) } }
      let allowed = budget.allowance(depth: depth)
      var kept: [Mirror.Child] = []
      for child in all {
        if kept.count == allowed {
          truncates = true
          break
        }
        kept.append((child.label, mirrored(child.value)))
      }
      budget.spend(kept.count, depth: depth)
      return kept
    }
    /// `list` and, when children were left out, the marker.
    func marked(_ list: [(String?, Any)]) -> [(String?, Any)] {
      truncates ? list + [(nil, TruncationMarker())] : list
    }
    switch mirror.displayStyle {
    case .enum?:
      // Swift infers a case's generic arguments from its payload, and a payload's enum type
      // from the case that holds it: `Result.success(.success(42))`.
      let typePrefix = impliedTypes.contains(slot) ? "" : info.name.withoutGenericArguments
      guard let payload = mirror.children.first else {
        return leaf(slot, "\(typePrefix).\(enumCaseName(value))")
      }
      let payloadValue = mirrored(payload.value)
      // The payload is the enum's own storage, finite whatever the mirror.
      let payloadMirror = Mirror(reflecting: payloadValue)
      let children: [(String?, Any)] =
        payloadMirror.displayStyle == .tuple
        ? payloadMirror.children.map { (tupleLabel($0.label), mirrored($0.value)) }
        : [(nil, payloadValue)]
      let open = "\(typePrefix).\(payload.label ?? "?")("
      if composite(slot, .fields, open: open, close: ")", depth: depth, children: children) {
        inlineCandidates.insert(slot)
        // A lone payload declared as the enum it holds (not as `Any` or a protocol) is
        // implied by its case. Labelled and tuple payloads read as fields, and keep their
        // types as a struct's fields do: `AppAction.todo(index: 0, action: TodoAction.tap)`.
        if payloadMirror.displayStyle == .enum, !custom,
          declaredType(of: payload.value) == type(of: payloadValue)
        {
          impliedTypes.insert(nodes[slot].childStart)
        }
      }
    case .class?:
      let instance = value as AnyObject
      let object = ObjectIdentifier(instance)
      if let number = printedObjects[object] {
        return leaf(slot, "\(info.name)#\(number)(↩︎)")
      }
      let number = numbering.number(for: instance, side: side, path: path(of: slot))
      var mirrors = [mirror]
      while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
      var fields =
        custom || info.compactFields.isEmpty
        ? children(Array(mirrors.reversed()), depth: depth + 1).map {
          (Optional($0.label ?? ""), $0.value)
        }
        : classFields(
          value as AnyObject, mirrors: mirrors.reversed(), compact: info.compactFields)
      if info.isObservable, !custom { fields = observableFields(fields) }
      if composite(
        slot, .fields, open: "\(info.name)#\(number)(", close: ")", depth: depth,
        children: marked(fields))
      {
        printedObjects[object] = number
      }
    case .tuple?:
      let elements = children([mirror], depth: depth + 1).map { (tupleLabel($0.label), $0.value) }
      composite(slot, .fields, open: "(", close: ")", depth: depth, children: marked(elements))
    case .collection?:
      let elements = children([mirror], depth: depth + 1).map { (String?.none, $0.value) }
      composite(slot, .elements, open: "[", close: "]", depth: depth, children: marked(elements))
    case .set?:
      let elements = children([mirror], depth: depth + 1).map { (String?.none, $0.value) }
      if composite(
        slot, .elements, open: "Set([", close: "])", depth: depth, children: marked(elements))
      {
        sortedElements.insert(slot)
        if truncates { truncated.insert(slot) }
      }
    case .dictionary?:
      let pairs = children([mirror], depth: depth + 1).map { child -> (Any, Any) in
        let pair = Array(Mirror(reflecting: child.value).children)
        return pair.count == 2
          ? (mirrored(pair[0].value), mirrored(pair[1].value))
          : (child.label ?? "?", child.value)
      }
      dictionary(pairs.count, slot: slot, depth: depth, truncated: truncates, ordered: true) {
        body in
        for (key, value) in pairs { body(key, value) }
      }
    case .optional?:
      guard let wrapped = mirror.children.first else { return leaf(slot, "nil") }
      build(mirrored(wrapped.value), slot: slot, depth: depth, isElement: false, lazy: false)
    default:
      let fields = children([mirror], depth: depth + 1).map { ($0.label, $0.value) }
      if fields.isEmpty, !truncates {
        return leaf(slot, opaqueText(value))
      }
      composite(
        slot, .fields, open: "\(info.name)(", close: ")", depth: depth, children: marked(fields))
    }
  }

  /// A class's fields from its mirrors, except the compactly stored ones, which are read from
  /// the object's storage: `Mirror` misreads them, and copying what it read can crash.
  private func classFields(
    _ object: AnyObject, mirrors: some Sequence<Mirror>, compact: [Int: StoredField]
  ) -> [(String?, Any)] {
    var fields: [(String?, Any)] = []
    FieldAddress.withStorage(ofObject: object) { base in
      for mirror in mirrors {
        let children = mirror.children
        var position = children.startIndex
        while position != children.endIndex {
          if let field = compact[fields.count], case .compact(let shadow) = field.storage {
            // The runtime reported the property at this offset of the object, and the
            // compiler stored it as `S` is laid out: what `FieldAddress.load` requires.
            func read<S>(_: S.Type) -> Any { (base + field.offset).load(as: S.self) }
            fields.append(
              (field.name, realize(_openExistential(shadow, do: read), as: field.type)))
          } else {
            let child = children[position]
            fields.append((child.label ?? "", mirrored(child.value)))
          }
          children.formIndex(after: &position)
        }
      }
    }
    return fields
  }

  /// Singleton metatypes by the type `Mirror` reported, or nil for other types.
  private var singletons: [ObjectIdentifier: Any.Type?] = [:]

  /// A child `Mirror` returned, made safe to use: a metatype with one possible value (`Int.Type`)
  /// may be stored in zero bytes, and `Mirror` then boxes whatever bytes follow as the metatype
  /// (asking its type, casting or printing it crashes). Its value is known from its type alone.
  private func mirrored(_ value: Any) -> Any {
    func boxedType<T>(_: T) -> Any.Type { T.self }
    // The boxed type, read without looking at the value (`type(of:)` would).
    let type = _openExistential(value, do: boxedType)
    let id = ObjectIdentifier(type)
    let instance: Any.Type?
    if let known = singletons[id] {
      instance = known
    } else {
      instance = singletonMetatypeInstance(type)
      singletons[id] = instance
    }
    guard let instance else { return value }
    return instance as Any
  }

  private func fields(
    of value: Any, layout: StructLayout, open: String, slot: Int, depth: Int, lazy: Bool
  ) {
    guard
      let start = self.open(
        slot, .fields, open: open, close: ")", depth: depth, count: layout.fields.count,
        lazy: lazy)
    else { return }
    let first = work.count
    let direct = !keepsValues
    FieldAddress.withStorage(of: value) { base in
      for (offset, field) in layout.fields.enumerated() {
        let index = start + offset
        nodes[index].label = field.label
        switch field.direct {
        case .string? where direct:
          leafType = String.self
          string((base + field.offset).load(as: String.self), slot: index)
        case .scalar(let formatter)? where direct:
          let address = base + field.offset
          leafType = field.type
          leaf(index, formatter.textAt(address), number: formatter.numberAt?(address) ?? .nan)
        default:
          let child = field.load(base + field.offset)
          if lazy {
            lazyValues[index] = child
          } else {
            work.append(.build(child, slot: index, depth: depth + 1, isElement: false))
          }
        }
      }
    }
    work[first...].reverse()
  }

  private func sequence(
    _ sequence: any SequenceDumpable, isSet: Bool, slot: Int, depth: Int, lazy: Bool
  ) {
    let count = sequence.countForDump
    // Sets sort their elements by printed text, which needs every element built.
    let lazy = lazy && !isSet
    guard
      let start = open(
        slot, .elements, open: isSet ? "Set([" : "[", close: isSet ? "])" : "]", depth: depth,
        count: count, lazy: lazy)
    else { return }
    if isSet { sortedElements.insert(slot) }
    if lazy {
      lazySequences[slot] = sequence
      lazyElements.append((start..<(start + count), sequence))
      return
    }
    let first = work.count
    var index = start
    sequence.forEachForDump { element in
      work.append(.build(element, slot: index, depth: depth + 1, isElement: true))
      index += 1
    }
    work[first...].reverse()
  }

  private func dictionary(_ dictionary: any DictionaryDumpable, slot: Int, depth: Int) {
    self.dictionary(
      dictionary.countForDump, slot: slot, depth: depth,
      ordered: type(of: dictionary).keepsOrderForDump
    ) { body in
      dictionary.forEachPairForDump(body)
    }
  }

  /// Entries start as two-child `pendingEntry` nodes (key, value); ``finish(slot:)``
  /// turns each into its value node labelled with the printed key.
  private func dictionary(
    _ count: Int, slot: Int, depth: Int, truncated: Bool = false, ordered: Bool = false,
    forEachPair: ((Any, Any) -> Void) -> Void
  ) {
    guard count > 0 || truncated else { return leaf(slot, "[:]") }
    let slots = truncated ? count + 1 : count
    guard let start = open(slot, .entries, open: "[", close: "]", depth: depth, count: slots)
    else { return }
    if ordered { orderedEntries.insert(slot) }
    if truncated {
      self.truncated.insert(slot)
      nodes[start + count].label = nil
      leafType = nil
      leaf(start + count, CustomMirrorBudget.marker)
    }
    let first = work.count
    var entry = start
    forEachPair { key, value in
      let keySlot = nodes.count
      nodes.append(Node(kind: .leaf, text: ""))
      nodes.append(Node(kind: .leaf, text: ""))
      parents.append(contentsOf: [Int32(entry), Int32(entry)])
      nodes[entry].kind = .pendingEntry
      nodes[entry].childStart = keySlot
      nodes[entry].childCount = 2
      work.append(.build(key, slot: keySlot, depth: depth + 1, isElement: false))
      work.append(.build(value, slot: keySlot + 1, depth: depth + 1, isElement: false))
      entry += 1
    }
    work[first...].reverse()
  }

  private func range(_ range: any RangeDumpable, slot: Int) {
    let lower = range.lowerForDump.map(TreeBuilder.singleLine) ?? ""
    let upper = range.upperForDump.map(TreeBuilder.singleLine) ?? ""
    leaf(slot, lower + type(of: range).operatorForDump + upper)
  }

  private func string(_ string: some StringProtocol, slot: Int) {
    guard string.utf8.contains(UInt8(ascii: "\n")) else {
      leaf(slot, StringLiteral.singleLine(string))
      nodes[slot].isString = true
      return
    }
    let (body, hashes) = StringLiteral.multiline(string)
    nodes[slot].kind = .multilineString
    nodes[slot].text = body
    nodes[slot].rawHashes = hashes
    // The delimiter is part of what prints.
    nodes[slot].hash = hashLeaf(.multilineString, nodes[slot].multilineOpen + body)
    nodes[slot].state = .complete
    if !nodes[slot].hasIdentity { nodes[slot].key = nodes[slot].hash }
  }

  // MARK: - Nodes

  /// Keeps a customized value, to tell two that print alike apart (see ``Node/hidesState``).
  private func customized(_ value: Any, slot: Int) {
    guard customizedValues[slot] == nil else { return }
    customizedValues[slot] = value
    nodes[slot].hidesState = true
  }

  private func leaf(_ slot: Int, _ text: String, number: Double = .nan) {
    nodes[slot].kind = .leaf
    nodes[slot].text = text
    nodes[slot].number = number
    nodes[slot].valueType = leafType
    nodes[slot].hash = hashLeaf(.leaf, text, type: leafType)
    nodes[slot].state = .complete
    if !nodes[slot].hasIdentity { nodes[slot].key = nodes[slot].hash }
  }

  /// Makes `slot` a composite with `count` child slots, or a `…` leaf past `maxDepth`.
  /// Returns the first child slot; the caller schedules the children's builds.
  private func open(
    _ slot: Int, _ kind: Node.Kind, open: String, close: String, depth: Int, count: Int,
    lazy: Bool = false
  ) -> Int? {
    if count > 0, depth >= maxDepth {
      leaf(slot, open + "…" + close)
      return nil
    }
    let start = nodes.count
    nodes[slot].kind = kind
    nodes[slot].text = open
    if let (object, number) = snapshotNumbers.removeValue(forKey: slot), kind == .fields,
      open.hasSuffix("("), !open.contains("#")
    {
      // A snapshot standing in for its object carries the object's number: `Stats#1(`.
      let name = String(open.dropLast())
      nodes[slot].text = "\(name)#\(number)("
      snapshotNames[object] = name
    }
    nodes[slot].close = close
    nodes[slot].childStart = start
    nodes[slot].childCount = count
    var placeholder = Node(kind: .leaf, text: "")
    placeholder.depth = depth + 1
    placeholder.isElement = kind != .fields
    nodes.append(contentsOf: repeatElement(placeholder, count: count))
    parents.append(contentsOf: repeatElement(Int32(slot), count: count))
    if depth + 1 > deepest { deepest = depth + 1 }
    if lazy {
      nodes[slot].state = .partial
    } else {
      work.append(.finish(slot: slot))
    }
    return start
  }

  @discardableResult
  private func composite(
    _ slot: Int, _ kind: Node.Kind, open: String, close: String, depth: Int,
    children: [(String?, Any)]
  ) -> Bool {
    guard
      let start = self.open(
        slot, kind, open: open, close: close, depth: depth, count: children.count)
    else { return false }
    for (offset, child) in children.enumerated().reversed() {
      nodes[start + offset].label = child.0
      work.append(
        .build(child.1, slot: start + offset, depth: depth + 1, isElement: kind != .fields))
    }
    return true
  }

  private func finish(slot: Int) {
    let node = nodes[slot]
    // A truncated composite's marker stays last: only the children before it are sorted.
    let sorted = truncated.contains(slot) ? node.childCount - 1 : node.childCount
    if node.kind == .entries {
      finishEntries(node, sorted: sorted, keepsOrder: orderedEntries.contains(slot))
    } else if sortedElements.contains(slot) {
      let children = node.childStart..<(node.childStart + sorted)
      sortChildren(
        of: node, keys: Array(children), texts: children.map { singleLineText(nodes, $0) })
    }
    var hasher = Hasher()
    hasher.combine(node.kind)
    hasher.combine(node.text)
    hasher.combine(node.close)
    hasher.combine(node.childCount)
    var hidesState = node.hidesState
    for child in node.children {
      hasher.combine(nodes[child].label)
      hasher.combine(nodes[child].hash)
      hidesState = hidesState || nodes[child].hidesState
    }
    nodes[slot].hidesState = hidesState
    nodes[slot].hash = hasher.finalize()
    nodes[slot].state = .complete
    if !node.hasIdentity { nodes[slot].key = nodes[slot].hash }
    if inlineCandidates.contains(slot) {
      nodes[slot].inline = inlineText(node)
    }
  }

  private func finishEntries(_ node: Node, sorted: Int, keepsOrder: Bool) {
    var keys: [Int] = []
    keys.reserveCapacity(node.childCount)
    for entry in node.children {
      // Key nodes stay in the array (unreferenced) so entries can sort by key structure.
      guard nodes[entry].kind == .pendingEntry else { continue }
      let keySlot = nodes[entry].childStart
      keys.append(keySlot)
      var value = nodes[keySlot + 1]
      value.label = singleLineText(nodes, keySlot)
      value.key = hashLeaf(.leaf, value.label!)
      value.hasIdentity = true
      // An entry prints in a diff's context like an element (open), not like a field.
      value.isElement = true
      nodes[entry] = value
      if keepsValues { values[entry] = values[keySlot + 1] }
      if value.hidesState, let customized = customizedValues[keySlot + 1] {
        customizedValues[entry] = customized
      }
    }
    guard !keepsOrder, keys.count == sorted else { return }
    sortChildren(of: node, keys: keys, texts: node.children.map { nodes[$0].label ?? "" })
  }

  /// Sorts a composite's child slots by ``compareKeys(_:_:_:depthBudget:)`` on `keys` (the
  /// children themselves, or dictionary entries' key nodes), ties broken by `texts`.
  private func sortChildren(of node: Node, keys: [Int], texts: [String]) {
    let keyed = zip(node.children, zip(keys, texts)).map {
      (node: nodes[$0], key: $1.0, text: $1.1, value: values[$0], customized: customizedValues[$0])
    }
    let sorted = keyed.sorted { lhs, rhs in
      let order = compareKeys(nodes, lhs.key, rhs.key)
      return order != 0 ? order < 0 : lhs.text < rhs.text
    }
    for (offset, entry) in sorted.enumerated() {
      nodes[node.childStart + offset] = entry.node
      if keepsValues { values[node.childStart + offset] = entry.value }
      if entry.node.hidesState { customizedValues[node.childStart + offset] = entry.customized }
    }
  }

  /// Where `slot` sits below ``pathRoot``: a hash of the child positions leading to it (the
  /// nearest 32 levels, which tell counterparts apart well enough for numbering).
  private func path(of slot: Int) -> Int {
    var hasher = Hasher()
    var slot = slot
    var steps = 0
    while slot != pathRoot, steps < 32 {
      let parent = Int(parents[slot])
      guard parent >= 0 else { break }
      hasher.combine(slot - nodes[parent].childStart)
      slot = parent
      steps += 1
    }
    return hasher.finalize()
  }

  private func inlineText(_ node: Node) -> String? {
    var text = node.text
    for (offset, child) in node.children.enumerated() {
      guard let inline = nodes[child].oneLine else { return nil }
      if offset > 0 { text += ", " }
      if let label = nodes[child].label { text += label + ": " }
      text += inline
      if text.utf8.count > TreeBuilder.inlineWidth { return nil }
    }
    text += node.close
    return text.utf8.count > TreeBuilder.inlineWidth ? nil : text
  }

  private func typeInfo(_ type: Any.Type) -> TypeInfo {
    let id = ObjectIdentifier(type)
    if let info = types[id] { return info }
    let kind = ValueKind(type)
    let info = TypeInfo(
      kind: kind, name: typeName(type), isIdentifiable: type is any Identifiable.Type,
      isCustomReflectable: type is any CustomReflectable.Type,
      isObservable: type is AnyClass && isObservable(type),
      layout: kind.isMirror ? StructLayout(type) : nil,
      compactFields: (type as? AnyClass).map(compactClassFields) ?? [:])
    types[id] = info
    return info
  }
}

func hashLeaf(_ kind: Node.Kind, _ text: String) -> Int {
  var hasher = Hasher()
  hasher.combine(kind)
  hasher.combine(text)
  return hasher.finalize()
}

/// A leaf's hash: its text and the type of its value.
func hashLeaf(_ kind: Node.Kind, _ text: String, type: Any.Type?) -> Int {
  var hasher = Hasher()
  hasher.combine(kind)
  hasher.combine(text)
  hasher.combine(type.map(ObjectIdentifier.init))
  return hasher.finalize()
}

/// Tuple children arrive labelled `.0`, `.1` when unlabelled.
private func tupleLabel(_ label: String?) -> String? {
  guard let label, !label.hasPrefix(".") else { return nil }
  return label
}

private func identityHash(_ value: Any) -> Int? {
  guard let identifiable = value as? any Identifiable else { return nil }
  func hash<T: Identifiable>(_ value: T) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(T.self))
    hasher.combine(value.id)
    return hasher.finalize()
  }
  return hash(identifiable)
}

/// Metatypes, functions and other values without children.
private func opaqueText(_ value: Any) -> String {
  if let type = value as? Any.Type { return typeName(type) + ".self" }
  let description = String(describing: value)
  if description == "(Function)" { return typeName(type(of: value)) }
  return description
}

private func keyPathText(_ keyPath: AnyKeyPath) -> String {
  let root = type(of: keyPath).rootType
  if #available(macOS 13.3, iOS 16.4, tvOS 16.4, watchOS 9.4, *) {
    let description = keyPath.debugDescription
    let shortRoot = "\\" + _typeName(root, qualified: false)
    if description.hasPrefix(shortRoot) {
      return "\\" + typeName(root) + withoutAddresses(description.dropFirst(shortRoot.count))
    }
    return withoutAddresses(Substring(description))
  }
  return typeName(type(of: keyPath))
}

/// A key path description without the addresses the runtime prints for components it cannot
/// name (computed properties and subscripts whose getters it cannot symbolicate):
/// `.<computed 0x00007f55… (String)>` becomes `.<computed (String)>`, the same in every run.
private func withoutAddresses(_ description: Substring) -> String {
  var output = ""
  var rest = description
  let marker = "<computed 0x"
  while let range = rest.range(of: marker) {
    output += rest[..<range.lowerBound]
    output += "<computed"
    rest = rest[range.upperBound...].drop { $0.isHexDigit }
  }
  return output + rest
}

extension TreeBuilder {
  /// The stored properties of `object`, superclass first, read as a dump reads them (compactly
  /// stored ones from the object's storage, metatypes made safe); a ``CustomDumpReflectable``
  /// object's chosen children instead.
  static func storedProperties(of object: AnyObject) -> [(label: String, value: Any)] {
    let builder = TreeBuilder(root: ())
    if let reflectable = object as? any CustomDumpReflectable {
      return reflectable.customDumpMirror.children.map {
        ($0.label ?? "", builder.mirrored($0.value))
      }
    }
    let info = builder.typeInfo(type(of: object))
    var mirrors = [Mirror(reflecting: object)]
    while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
    return builder.classFields(object, mirrors: mirrors.reversed(), compact: info.compactFields)
      .map { ($0.0 ?? "", $0.1) }
  }
}
