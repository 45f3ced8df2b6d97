import ExhaustiveUnsafe

// Values whose type chose how they print: snapshots in place of an object
// (`CustomDiffSnapshotting`, `_CustomDiffObject`), custom mirrors (`CustomDumpReflectable`).

extension TreeBuilder {
  /// Builds a value whose type chose how it prints, or returns the value that prints in its
  /// place.
  func buildCustomized(
    _ value: Any, _ kind: ValueKind.Customized, info: TypeInfo, slot: Int, depth: Int
  ) -> Any? {
    switch kind {
    case .snapshotting:
      return snapshot(of: value, info: info, slot: slot, depth: depth)
    case .representable:
      customized(value, slot: slot)
      return (value as! any CustomDumpRepresentable).customDumpValue
    case .customString:
      customized(value, slot: slot)
      leaf(slot, (value as! any CustomDumpStringConvertible).customDumpDescription)
    case .reflectable:
      customReflection(of: value, info: info, slot: slot, depth: depth)
    }
    return nil
  }

  /// An object that prints a snapshot in its place: a back-reference if it printed already,
  /// else the snapshot (returned, to be built in its place) carrying the object's number.
  func snapshot(of value: Any, info: TypeInfo, slot: Int, depth: Int) -> Any? {
    let source = SnapshotSource(value)!
    let id = source.id
    if let number = printedObjects[id] {
      leaf(slot, "\(snapshotNames[id] ?? source.name ?? info.name)#\(number)(↩︎)")
      return nil
    }
    let snapshot = showsSnapshotsBefore ? source.before : source.current
    if type(of: snapshot) is AnyClass, let object = source.object,
      (snapshot as AnyObject) === object
    {
      // The object stands for itself: it prints as an object, through its custom dump mirror
      // when it has one, numbered as the object its identifier names.
      numbering.number(object, as: id, side: side)
      if value is any CustomDumpReflectable {
        customReflection(of: value, info: info, slot: slot, depth: depth)
      } else {
        reflect(
          value, mirror: Mirror(reflecting: value), info: info, slot: slot, depth: depth,
          custom: info.isCustomReflectable)
      }
      return nil
    }
    let number = numbering.number(for: id, keeping: value, side: side)
    printedObjects[id] = number
    snapshotNames[id] = source.name ?? info.name
    snapshotNumbers[slot] = (id, number, source.name)
    return snapshot
  }

  /// A value with a ``CustomDumpReflectable`` mirror.
  func customReflection(of value: Any, info: TypeInfo, slot: Int, depth: Int) {
    // Not kept: the fields a custom mirror leaves out are left out of diffs too (a cache);
    // the children it shows are compared, customized ones by their values.
    let mirror = (value as! any CustomDumpReflectable).customDumpMirror
    var info = info
    // Stand-ins print under the name of what they stand for.
    if let snapshot = value as? ObjectSnapshot { info.name = snapshot.typeName }
    if let frozen = value as? FrozenValue { info.name = frozen.typeName }
    reflect(value, mirror: mirror, info: info, slot: slot, depth: depth, custom: true)
  }
}
