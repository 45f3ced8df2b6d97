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
  enum Work {
    case build(Any, slot: Int, depth: Int, isElement: Bool)
    case finish(slot: Int)
    /// Builds a partially expanded node's pending children, then finishes it.
    case complete(slot: Int)
  }

  /// Composites at this depth print their children as `…`.
  let maxDepth: Int
  /// Whether ``CustomDiffSnapshotting`` objects print their `before` snapshot (a diff's first
  /// side) rather than their `current` one.
  let showsSnapshotsBefore: Bool
  /// Slots whose snapshot, if it opens like a struct, carries its object's number.
  /// The name a snapshot prints under, when its value chose one (`_customDiffType`).
  var snapshotNumbers: [Int: (object: ObjectIdentifier, number: Int, name: String?)] = [:]
  /// What back-references to a snapshotting object print before `#N(↩︎)`: its snapshot's type
  /// when that opened like a struct, otherwise the object's.
  var snapshotNames: [ObjectIdentifier: String] = [:]
  /// Whether nodes keep their values (to ask `==` where two dumps print the same).
  let keepsValues: Bool
  var nodes: [Node] = []
  var work: [Work] = []
  var types: [ObjectIdentifier: TypeInfo] = [:]
  /// Numbers objects, shared with the other side of a diff.
  let numbering: ObjectNumbering
  /// Which side of `numbering` this tree is.
  let side: Int
  /// Objects printed in full (or being printed) in this tree: every later occurrence, in a
  /// cycle or not, is a back-reference, so shared objects cost one subtree each.
  var printedObjects: [ObjectIdentifier: Int] = [:]
  /// Enum-case composites that may print on one line once their children are known.
  var inlineCandidates: Set<Int> = []
  /// Enum payloads whose type the case holding them implies: they print as `.case`.
  var impliedTypes: Set<Int> = []
  /// Sets, whose elements are sorted once built.
  var sortedElements: Set<Int> = []
  /// Singleton metatypes by the type `Mirror` reported, or nil for other types (see
  /// ``mirrored(_:)``).
  var singletons: [ObjectIdentifier: Any.Type?] = [:]
  /// Whether each type met is a Foundation or Dispatch type (see ``isFramework(_:)``).
  var frameworkTypes: [ObjectIdentifier: Bool] = [:]
  /// The deepest node's depth so far.
  var deepest = 0
  var values: [Int: Any] = [:]
  /// Values of nodes that were left pending by a lazy expansion (kept after they are built,
  /// to ask `==`).
  var lazyValues: [Int: Any] = [:]

  /// The widest enum case (without indentation) that still prints on one line.
  static let inlineWidth = 80

  /// What custom mirrors may still add.
  var budget: CustomMirrorBudget
  /// Composites whose last child is a ``TruncationMarker`` (kept last when sorting).
  var truncated: Set<Int> = []
  /// Entries of key-value mirrors other than dictionaries' (`KeyValuePairs`, an ordered
  /// dictionary's custom mirror), which keep the mirror's order.
  var orderedEntries: Set<Int> = []
  /// The dynamic type of the value whose leaf is being built: leaves of different types that
  /// print alike (`29.99 as Float`, `29.99 as Double`) must not hash alike.
  var leafType: Any.Type?
  /// The values of nodes whose dump is customized (``CustomDumpStringConvertible``,
  /// ``CustomDumpRepresentable``), which may hide what differs (`<redacted>`).
  var customizedValues: [Int: Any] = [:]

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
  var lazySequences: [Int: any SequenceDumpable] = [:]
  /// The child slots of lazily expanded arrays, in increasing order, with their array: an
  /// element is only boxed when something asks for it.
  var lazyElements: [(slots: Range<Int>, sequence: any SequenceDumpable)] = []

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
    if queueCompletion(of: slot) { run() }
  }

  /// Queues the work that completes `slot`: finishing its children when it is partial, building
  /// it when it is pending. Returns whether there was any.
  @discardableResult
  private func queueCompletion(of slot: Int) -> Bool {
    switch nodes[slot].state {
    case .complete:
      return false
    case .partial:
      work.append(.complete(slot: slot))
    case .pending:
      guard let value = value(slot) else { return false }
      work.append(
        .build(value, slot: slot, depth: nodes[slot].depth, isElement: nodes[slot].isElement))
    }
    return true
  }

  func run() {
    while let item = work.popLast() {
      switch item {
      case .build(let value, let slot, let depth, let isElement):
        build(value, slot: slot, depth: depth, isElement: isElement, lazy: false)
      case .finish(let slot):
        finish(slot: slot)
      case .complete(let slot):
        work.append(.finish(slot: slot))
        for child in nodes[slot].children.reversed() {
          queueCompletion(of: child)
        }
      }
    }
  }

  /// The one-line text of a value (range bounds, and tests).
  static func singleLine(_ value: Any) -> String {
    singleLineText(tree(of: value), 0)
  }

  // MARK: - Building one value

  /// Builds `value` at `slot`, following the values that print in its place (an optional's
  /// wrapped value, a custom dump value) up to 64 times.
  func build(_ value: Any, slot: Int, depth: Int, isElement: Bool, lazy: Bool) {
    if keepsValues { values[slot] = value }
    var value = value
    for _ in 0..<64 {
      guard
        let next = buildOne(value, slot: slot, depth: depth, isElement: isElement, lazy: lazy)
      else { return }
      value = next
    }
    leaf(slot, String(describing: value))
  }

  /// Builds `value` at `slot` by its kind (each kind's code lives in `TreeBuilding/`), or
  /// returns the value that prints in its place.
  private func buildOne(
    _ value: Any, slot: Int, depth: Int, isElement: Bool, lazy: Bool
  ) -> Any? {
    leafType = type(of: value)
    let info = typeInfo(leafType!)
    if isElement, info.isIdentifiable || info.kind.isSnapshotting, !nodes[slot].hasIdentity,
      let key = identityHash(value, isSnapshotting: info.kind.isSnapshotting)
    {
      nodes[slot].key = key
      nodes[slot].hasIdentity = true
    }
    switch info.kind {
    case .customized(let kind):
      return buildCustomized(value, kind, info: info, slot: slot, depth: depth)
    case .text(let kind):
      buildText(value, kind, slot: slot)
    case .wrapper(.optional):
      guard let wrapped = (value as! any OptionalDumpable).wrappedForDump else {
        leaf(slot, "nil")
        return nil
      }
      return wrapped
    case .wrapper(.anyHashable):
      return (value as! AnyHashable).base
    case .collection(let kind):
      buildCollection(value, kind, slot: slot, depth: depth, lazy: lazy)
    case .framework:
      return buildFramework(
        (value as! any FrameworkDumpable).dumpForm, info: info, slot: slot, depth: depth)
    case .mirror:
      reflect(value, info: info, slot: slot, depth: depth, lazy: lazy)
    }
    return nil
  }

  func typeInfo(_ type: Any.Type) -> TypeInfo {
    let id = ObjectIdentifier(type)
    if let info = types[id] { return info }
    let kind = ValueKind(type)
    let info = TypeInfo(
      kind: kind, name: typeName(type), isIdentifiable: type is any Identifiable.Type,
      isCustomReflectable: type is any CustomReflectable.Type,
      isObservable: type is AnyClass && isObservable(type),
      // Foundation's structs are reflected, so their storage fields can be left out.
      layout: kind.isMirror && !isFramework(type) ? StructLayout(type) : nil,
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

/// What aligns an element with its counterpart: its `id` (with its type), or the identity of
/// the object a snapshotting value stands for.
private func identityHash(_ value: Any, isSnapshotting: Bool) -> Int? {
  if isSnapshotting, let source = SnapshotSource(value) {
    var hasher = Hasher()
    hasher.combine(source.id)
    return hasher.finalize()
  }
  guard let identifiable = value as? any Identifiable else { return nil }
  func hash<T: Identifiable>(_ value: T) -> Int {
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(T.self))
    hasher.combine(value.id)
    return hasher.finalize()
  }
  return hash(identifiable)
}

extension TreeBuilder {
  /// The stored properties of `object`, superclass first, read as a dump reads them (compactly
  /// stored ones from the object's storage, metatypes made safe, Foundation's storage left out)
  /// but with macro storage (`_$observationRegistrar`, which tells an `@Observable` class); a
  /// ``CustomDumpReflectable`` object's chosen children instead.
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
    return builder.classFields(
      object, mirrors: mirrors.reversed(), compact: info.compactFields, keepsMacroStorage: true
    )
    .map { ($0.0 ?? "", $0.1) }
  }
}
