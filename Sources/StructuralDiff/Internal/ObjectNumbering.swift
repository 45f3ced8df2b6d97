/// Numbers the class instances of one dump, or of both sides of a diff (`Node#1`).
///
/// A dump numbers its objects by first occurrence. A diff shares one numbering between its two
/// sides, and a number names one object across both, so identity is part of the value shown at
/// every depth:
/// - The same instance reached on both sides has the same number on both, so an unchanged shared
///   object is context, not a `−`/`+` pair, and a changed one shows its changed fields.
/// - Two distinct instances never share a number, wherever they sit (the root, a field, an enum
///   payload, an optional, a dictionary value, an element): an object replaced by another that
///   dumps alike prints as the old one removed and the new one inserted (`− User#1(` …
///   `+ User#2(`), never as one object whose fields changed.
/// - A new object takes the next number neither side has used, so an object present on one side
///   only does not take the number of a kept one.
final class ObjectNumbering {
  /// Side 0 is a dump or a diff's first value, side 1 a diff's second value.
  private var numbers: [[ObjectIdentifier: Int]] = [[:], [:]]
  private var retained: [Any] = []
  /// The next number no side has used.
  private var unused = 1

  /// The number of `instance` on `side` (0 or 1), given now if no side has met it yet.
  func number(for instance: AnyObject, side: Int) -> Int {
    number(for: ObjectIdentifier(instance), keeping: instance, side: side)
  }

  /// The number of the object `object` identifies on `side`, as above; `owner` (the value that
  /// gave the identifier, ``_CustomDiffObject/_objectIdentifier``) is kept alive meanwhile.
  func number(for object: ObjectIdentifier, keeping owner: Any, side: Int) -> Int {
    if let number = numbers[side][object] { return number }
    // An identifier names one object only while it lives: a custom dump value may be a new
    // instance each time, so keep every numbered one alive until the dump is done.
    retained.append(owner)
    return number(for: object, side: side)
  }

  /// Gives `instance` on `side` the number of the object `object` identifies (numbering it now
  /// if no side has met it yet), unless `instance` has a number already: a
  /// ``_CustomDiffObject`` whose values are the instance itself prints as that instance, under the
  /// identity it declares. Two instances that declare the same `_objectIdentifier` are one object,
  /// so they share a number across the two sides.
  func number(_ instance: AnyObject, as object: ObjectIdentifier, side: Int) {
    let own = ObjectIdentifier(instance)
    guard numbers[side][own] == nil else { return }
    numbers[side][own] = number(for: object, keeping: instance, side: side)
  }

  /// The number of the object or type `identifier` names on `side`: an `ObjectIdentifier` is an
  /// address, which changes from run to run, so it prints as the number its object has (or will
  /// have) in the dump, `ObjectIdentifier(#1)` beside `Node#1(…)`. Whether it names a class
  /// instance or a type cannot be told safely, so the identifier itself is never dereferenced.
  func number(for identifier: ObjectIdentifier, side: Int) -> Int {
    if let number = numbers[side][identifier] { return number }
    let number = numbers[1 - side][identifier] ?? takeUnused()
    numbers[side][identifier] = number
    return number
  }

  private func takeUnused() -> Int {
    defer { unused += 1 }
    return unused
  }
}
