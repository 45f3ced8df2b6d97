import ExhaustiveUnsafe

// Values printed from their mirror (or, for plain structs, straight from their storage): one
// function per display style.

extension TreeBuilder {
  /// Builds a value that no customization or conformance covers: a plain struct straight from
  /// its storage (see ``StructLayout``), anything else from its mirror.
  func reflect(_ value: Any, info: TypeInfo, slot: Int, depth: Int, lazy: Bool) {
    if let layout = info.layout {
      fields(of: value, layout: layout, open: "\(info.name)(", slot: slot, depth: depth, lazy: lazy)
    } else {
      reflect(
        value, mirror: Mirror(reflecting: value), info: info, slot: slot, depth: depth,
        custom: info.isCustomReflectable)
    }
  }

  /// Builds a value from its mirror, by its display style; a `custom` mirror (one the type
  /// computes) adds children only within the ``budget``.
  func reflect(
    _ value: Any, mirror: Mirror, info: TypeInfo, slot: Int, depth: Int, custom: Bool
  ) {
    var children = MirrorChildren(custom: custom)
    switch mirror.displayStyle {
    case .enum?:
      enumCase(value, mirror: mirror, info: info, slot: slot, depth: depth, custom: custom)
    case .class?:
      object(value, mirror: mirror, info: info, slot: slot, depth: depth, children: &children)
    case .tuple?, .collection?, .set?:
      reflectedElements(mirror, slot: slot, depth: depth, children: &children)
    case .dictionary?:
      reflectedEntries(mirror, slot: slot, depth: depth, children: &children)
    case .optional?:
      guard let wrapped = mirror.children.first else { return leaf(slot, "nil") }
      build(mirrored(wrapped.value), slot: slot, depth: depth, isElement: false, lazy: false)
    default:
      let fields = children.take([mirror], depth: depth + 1, from: self).map {
        ($0.label, $0.value)
      }
      if fields.isEmpty, !children.truncates, mirror.children.isEmpty {
        return leaf(slot, opaqueText(value))
      }
      composite(
        slot, .fields, open: "\(info.name)(", close: ")", depth: depth,
        children: children.marked(fields))
    }
  }

  /// A tuple's fields, or a collection's or set's elements (a set's sorted once built).
  private func reflectedElements(
    _ mirror: Mirror, slot: Int, depth: Int, children: inout MirrorChildren
  ) {
    let isTuple = mirror.displayStyle == .tuple
    let isSet = mirror.displayStyle == .set
    let elements = children.take([mirror], depth: depth + 1, from: self).map {
      (isTuple ? tupleLabel($0.label) : nil, $0.value)
    }
    let (open, close) = isTuple ? ("(", ")") : isSet ? ("Set([", "])") : ("[", "]")
    guard
      composite(
        slot, isTuple ? .fields : .elements, open: open, close: close, depth: depth,
        children: children.marked(elements)),
      isSet
    else { return }
    sortedElements.insert(slot)
    if children.truncates { truncated.insert(slot) }
  }

  /// A dictionary-like mirror's entries (`KeyValuePairs`, an ordered dictionary's custom
  /// mirror), in the mirror's order.
  private func reflectedEntries(
    _ mirror: Mirror, slot: Int, depth: Int, children: inout MirrorChildren
  ) {
    let pairs = children.take([mirror], depth: depth + 1, from: self).map {
      child -> (Any, Any) in
      let pair = Array(Mirror(reflecting: child.value).children)
      return pair.count == 2
        ? (mirrored(pair[0].value), mirrored(pair[1].value))
        : (child.label ?? "?", child.value)
    }
    dictionary(
      pairs.count, slot: slot, depth: depth, truncated: children.truncates, ordered: true
    ) { body in
      for (key, value) in pairs { body(key, value) }
    }
  }

  /// An enum case: `.case(payload)` after the type's name unless its parent implies the type.
  private func enumCase(
    _ value: Any, mirror: Mirror, info: TypeInfo, slot: Int, depth: Int, custom: Bool
  ) {
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
  }

  /// A class instance: `Node#1(…)` at its first occurrence, `Node#1(↩︎)` after.
  private func object(
    _ value: Any, mirror: Mirror, info: TypeInfo, slot: Int, depth: Int,
    children: inout MirrorChildren
  ) {
    let instance = value as AnyObject
    let object = ObjectIdentifier(instance)
    if let number = printedObjects[object] {
      return leaf(slot, "\(info.name)#\(number)(↩︎)")
    }
    let number = numbering.number(for: instance, side: side)
    var mirrors = [mirror]
    while let superclass = mirrors.last?.superclassMirror { mirrors.append(superclass) }
    var fields =
      children.custom || info.compactFields.isEmpty
      ? children.take(Array(mirrors.reversed()), depth: depth + 1, from: self).map {
        (Optional($0.label ?? ""), $0.value)
      }
      : classFields(
        value as AnyObject, mirrors: mirrors.reversed(), compact: info.compactFields)
    if info.isObservable, !children.custom { fields = observableFields(fields) }
    if composite(
      slot, .fields, open: "\(info.name)#\(number)(", close: ")", depth: depth,
      children: children.marked(fields))
    {
      printedObjects[object] = number
    }
  }

  /// A class's fields from its mirrors, except the compactly stored ones, which are read from
  /// the object's storage: `Mirror` misreads them, and copying what it read can crash.
  ///
  /// `keepsMacroStorage` keeps the `_$` fields (see `HiddenFields.swift`), for callers that
  /// tell an `@Observable` class by its registrar.
  func classFields(
    _ object: AnyObject, mirrors: some Sequence<Mirror>, compact: [Int: StoredField],
    keepsMacroStorage: Bool = false
  ) -> [(String?, Any)] {
    var fields: [(String?, Any)] = []
    // Counts every stored field, hidden or not: `compact` is keyed by this position.
    var position = 0
    FieldAddress.withStorage(ofObject: object) { base in
      for mirror in mirrors {
        let isFoundation = isFramework(mirror.subjectType)
        let children = mirror.children
        var index = children.startIndex
        while index != children.endIndex {
          let field: (String?, Any)
          if let stored = compact[position], case .compact(let shadow) = stored.storage {
            // The runtime reported the property at this offset of the object, and the
            // compiler stored it as `S` is laid out: what `FieldAddress.load` requires.
            func read<S>(_: S.Type) -> Any { (base + stored.offset).load(as: S.self) }
            field = (stored.name, realize(_openExistential(shadow, do: read), as: stored.type))
          } else {
            // Only read here: copying what `Mirror` read of a compact field can crash.
            let child = children[index]
            field = (child.label ?? "", mirrored(child.value))
          }
          if keepsMacroStorage && isMacroStorage(field.0)
            || !isHiddenField(field.0, field.1, isFoundation: isFoundation)
          {
            fields.append(field)
          }
          position += 1
          children.formIndex(after: &index)
        }
      }
    }
    return fields
  }

  /// Whether `type` is a Foundation or Dispatch type (see ``isFrameworkType(_:)``), worked out
  /// once per type: the name it reads is built by demangling.
  func isFramework(_ type: Any.Type) -> Bool {
    let id = ObjectIdentifier(type)
    if let known = frameworkTypes[id] { return known }
    let answer = isFrameworkType(type)
    frameworkTypes[id] = answer
    return answer
  }

  /// A child `Mirror` returned, made safe to use: a metatype with one possible value (`Int.Type`)
  /// may be stored in zero bytes, and `Mirror` then boxes whatever bytes follow as the metatype
  /// (asking its type, casting or printing it crashes). Its value is known from its type alone.
  func mirrored(_ value: Any) -> Any {
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

  func fields(
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
}

/// The children a mirror contributes, made safe by ``TreeBuilder/mirrored(_:)``: a storage
/// mirror's visible ones (see `HiddenFields.swift`), a custom mirror's within the builder's
/// ``CustomMirrorBudget``, noting whether some were left out.
struct MirrorChildren {
  /// Whether the mirror is one the type computes (its children all print, within the budget).
  let custom: Bool
  /// Whether the budget left children out (the composite then ends with a marker).
  private(set) var truncates = false

  init(custom: Bool) { self.custom = custom }

  /// The children of `mirrors`, in order.
  mutating func take(_ mirrors: [Mirror], depth: Int, from builder: TreeBuilder)
    -> [Mirror.Child]
  {
    guard custom else {
      return mirrors.flatMap {
        visibleChildren(of: $0, isFramework: builder.isFramework($0.subjectType))
      }.map {
        ($0.label, builder.mirrored($0.value))
      }
    }
    // Lazily: a custom mirror's children may never end.
    let all = mirrors.lazy.flatMap(\.children)
    let allowed = builder.budget.allowance(depth: depth)
    var kept: [Mirror.Child] = []
    for child in all {
      if kept.count == allowed {
        truncates = true
        break
      }
      kept.append((child.label, builder.mirrored(child.value)))
    }
    builder.budget.spend(kept.count, depth: depth)
    return kept
  }

  /// `list` and, when children were left out, the marker.
  func marked(_ list: [(String?, Any)]) -> [(String?, Any)] {
    truncates ? list + [(nil, TruncationMarker())] : list
  }
}

/// Tuple children arrive labelled `.0`, `.1` when unlabelled.
private func tupleLabel(_ label: String?) -> String? {
  guard let label, !label.hasPrefix(".") else { return nil }
  return label
}

/// Metatypes, functions and other values without children.
private func opaqueText(_ value: Any) -> String {
  if let type = value as? Any.Type { return typeName(type) + ".self" }
  let description = String(describing: value)
  if description == "(Function)" { return typeName(type(of: value)) }
  return description
}
