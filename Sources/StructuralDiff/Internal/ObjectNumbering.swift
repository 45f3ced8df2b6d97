/// Numbers the class instances of one dump, or of both sides of a diff (`Node#1`).
///
/// A dump numbers its objects by first occurrence. A diff shares one numbering between its two
/// sides, so the numbers say which objects are which across them:
/// - The same instance reached on both sides has the same number on both, so an unchanged shared
///   object is context, not a `−`/`+` pair.
/// - Parts the diff pairs up (a changed field, the middles of two collections) are numbered
///   in step: the first side records the numbers its new objects get by where they sit in the
///   part (the path of child positions from it), and a new object at the same place on the
///   second side takes the same number. Two graphs of the same shape built separately so print
///   alike (`Node#1` facing `Node#1`), as each would alone, and an object present on one side
///   only does not shift the numbers of the others.
/// - Any other new object takes a number neither side has used.
///
/// On each side a number always names one object. A new object never takes, by place, the
/// number of an instance the second side is known to hold (a collection's elements, listed before
/// its middle is built), so an element inserted before a kept one does not steal its number.
/// When an instance already met on the other side still finds its number taken here (by a
/// counterpart deeper inside), it gets a new one.
final class ObjectNumbering {
  /// Side 0 is a dump or a diff's first value, side 1 a diff's second value.
  private var numbers: [[ObjectIdentifier: Int]] = [[:], [:]]
  private var owners: [[Int: ObjectIdentifier]] = [[:], [:]]
  private var retained: [Any] = []
  /// The next number no side has used.
  private var unused = 1
  /// Numbers the first side gave to its new objects while a pair was being built, by path.
  private var recorded: [Int: Int] = [:]
  private var mode = Mode.idle
  /// Instances the second side holds in the part being built in step.
  private var heldBySecond: Set<ObjectIdentifier> = []

  private enum Mode {
    case idle
    case recording
    case replaying
  }

  /// The number of `instance` on `side` (0 or 1), given now if the side has not met it yet.
  /// `path` says where the instance sits in the part being built in step (see ``inStep``).
  func number(for instance: AnyObject, side: Int, path: @autoclosure () -> Int) -> Int {
    number(for: ObjectIdentifier(instance), keeping: instance, side: side, path: path())
  }

  /// The number of the object `object` identifies on `side`, as above; `owner` (the value that
  /// gave the identifier, ``_CustomDiffObject/_objectIdentifier``) is kept alive meanwhile.
  func number(
    for object: ObjectIdentifier, keeping owner: Any, side: Int, path: @autoclosure () -> Int
  ) -> Int {
    if let number = numbers[side][object] { return number }
    // An identifier names one object only while it lives: a custom dump value may be a new
    // instance each time, so keep every numbered one alive until the dump is done.
    retained.append(owner)
    let place = mode == .idle ? 0 : path()
    var candidates: [Int] = []
    if let number = numbers[1 - side][object] { candidates.append(number) }
    if side == 1, mode == .replaying, let number = recorded[place],
      owners[0][number].map({ !heldBySecond.contains($0) }) ?? true
    {
      candidates.append(number)
    }
    let number = candidates.first { owners[side][$0] == nil } ?? takeUnused()
    numbers[side][object] = number
    owners[side][number] = object
    if number >= unused { unused = number + 1 }
    if side == 0, mode == .recording, recorded[place] == nil { recorded[place] = number }
    return number
  }

  /// The number of the object or type `identifier` names on `side`: an `ObjectIdentifier` is an
  /// address, which changes from run to run, so it prints as the number its object has (or will
  /// have) in the dump, `ObjectIdentifier(#1)` beside `Node#1(…)`. Whether it names a class
  /// instance or a type cannot be told safely, so the identifier itself is never dereferenced.
  func number(for identifier: ObjectIdentifier, side: Int) -> Int {
    if let number = numbers[side][identifier] { return number }
    let number =
      numbers[1 - side][identifier].flatMap { owners[side][$0] == nil ? $0 : nil }
      ?? takeUnused()
    numbers[side][identifier] = number
    owners[side][number] = identifier
    if number >= unused { unused = number + 1 }
    return number
  }

  /// Builds two counterpart parts of a diff, numbering their new objects in step. `heldBySecond`
  /// lists instances the second part is known to hold (see the type's notes).
  func inStep(
    heldBySecond: Set<ObjectIdentifier> = [], first: () -> Void, second: () -> Void
  ) {
    self.heldBySecond = heldBySecond
    defer { self.heldBySecond = [] }
    mode = .recording
    recorded.removeAll(keepingCapacity: true)
    first()
    mode = .replaying
    second()
    mode = .idle
  }

  private func takeUnused() -> Int {
    defer { unused += 1 }
    return unused
  }
}
