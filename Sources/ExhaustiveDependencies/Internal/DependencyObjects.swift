import ExhaustiveCore

/// The values each object was created with, for `withDependencies(from:)`: remembered for the
/// objects `withDependencies` returns, else read from the object's `@Dependency` properties.
enum DependencyObjects {
  private static let remembered = Lock(Table())

  static func remember<R>(_ result: R, values: DependencyValues) {
    guard R.self is AnyClass || type(of: result as Any) is AnyClass else { return }
    let object = result as AnyObject
    remembered.withLock { $0.insert(object, values) }
  }

  static func values(of model: AnyObject) -> DependencyValues? {
    if let values = remembered.withLock({ $0.values(of: model) }) {
      return values
    }
    var mirror: Mirror? = Mirror(reflecting: model)
    while let current = mirror {
      for child in current.children {
        if let dependency = child.value as? any CapturedDependencies {
          return dependency.capturedValues
        }
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  static func reportUnknown<Model>(
    _ model: Model.Type, _ fileID: StaticString, _ filePath: StaticString, _ line: UInt,
    _ column: UInt
  ) {
    TestSupport.report(
      "withDependencies(from:) was given a \(model) that knows no dependencies, so its child "
        + "gets the values in effect here instead. Create the \(model) in a withDependencies "
        + "closure, or give it a @Dependency property.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Weak references to the objects, so remembering one never keeps it alive.
  private struct Table {
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// When the table next drops the entries of released objects: each sweep sets it to twice
    /// the live count, so sweeping costs a constant per insertion.
    private var sweepAt = 64

    mutating func insert(_ object: AnyObject, _ values: DependencyValues) {
      entries[ObjectIdentifier(object)] = Entry(object: object, values: values)
      if entries.count >= sweepAt {
        entries = entries.filter { $0.value.object != nil }
        sweepAt = max(64, entries.count * 2)
      }
    }

    func values(of object: AnyObject) -> DependencyValues? {
      // An entry whose object was released may share the address of a newer object: it
      // counts only while it still points at `object` itself.
      guard let entry = entries[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.values
    }
  }

  private struct Entry {
    weak var object: AnyObject?
    let values: DependencyValues
  }
}
