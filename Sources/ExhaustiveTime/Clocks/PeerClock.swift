import ExhaustiveTestRuntime
import Foundation

/// A swift-clocks `TestClock` found where our tools look for what a test controls: a test
/// store's environment, a model under a ``ModelHarness``.
///
/// It is a clock, but not ours: nothing of ours sees its sleepers, so a stall or an effect left
/// running that waits on it would otherwise be explained as if no test clock were involved.
/// Found by its type's name (the package has no dependency on swift-clocks), and read by
/// reflection under the clock's own lock.
package struct PeerClock: Sendable {
  /// Where it was found: `environment.clock`, `NumberFactModel.clock`.
  package var path: String
  /// Its type, fully qualified: `Clocks.TestClock<Swift.Duration>`.
  var typeName: String
  /// The clock itself, read again each time a failure asks about its sleepers.
  private let clock: Reference

  /// How long until each sleeper pending on it now is due, soonest first (`1 second`), or why
  /// its fields could not be read.
  var pendingSleepers: Reading { clock.pendingSleepers() }

  /// What reading a clock's sleepers found.
  enum Reading: Equatable {
    /// How long until each pending sleeper is due, soonest first.
    case sleepers([String])
    /// The clock does not have the layout this adapter reads (swift-clocks 1.x's: `lock`, an
    /// `NSRecursiveLock`; `now.offset`; `suspensions`, each with a `deadline.offset`): the fields
    /// it lacks, named. Said in the failure instead of reporting no sleepers, so an upstream
    /// refactor is seen, not silently read as an idle clock.
    case unreadable(missing: [String])
  }

  init(path: String, typeName: String, object: AnyObject) {
    self.init(path: path, typeName: typeName, clock: Reference(object))
  }

  private init(path: String, typeName: String, clock: Reference) {
    self.path = path
    self.typeName = typeName
    self.clock = clock
  }

  /// The swift-clocks test clocks reachable from `root` (its fields, nested values, optionals;
  /// not collections), each named by its path from `rootName`.
  package static func scan(_ root: Any, named rootName: String) -> [PeerClock] {
    var found: [PeerClock] = []
    var seen: Set<ObjectIdentifier> = []
    collect(root, path: rootName, depth: 0, into: &found, seen: &seen)
    return found
  }

  /// The paragraph a failure adds when any of `clocks` has a sleeper pending, e.g.:
  ///
  /// `The environment holds swift-clocks' TestClock (environment.clock, a
  /// Clocks.TestClock<Swift.Duration>), with 1 sleeper pending (due in 1 second). …`
  package static func note(_ clocks: [PeerClock], holder: String) -> String? {
    let described = clocks.compactMap { clock -> String? in
      switch clock.pendingSleepers {
      case .sleepers(let sleepers) where sleepers.isEmpty:
        return nil
      case .sleepers(let sleepers):
        let count = sleepers.count == 1 ? "1 sleeper" : "\(sleepers.count) sleepers"
        let due =
          sleepers.count == 1 ? "due in \(sleepers[0])" : "the next due in \(sleepers[0])"
        return "\(clock.path), a \(clock.typeName), with \(count) pending (\(due))"
      case .unreadable(let missing):
        let fields = missing.map { "`\($0)`" }.joined(separator: ", ")
        return "\(clock.path), a \(clock.typeName), whose sleepers cannot be read: it lacks "
          + "swift-clocks 1.x's \(fields), the fields this ExhaustiveTesting reads, so it cannot "
          + "say whether anything sleeps on it"
      }
    }
    guard !described.isEmpty else { return nil }
    let clocks = described.count == 1 ? "a TestClock" : "\(described.count) TestClocks"
    return """
      \(holder) holds \(clocks) of swift-clocks, not of ExhaustiveTesting: \
      \(described.joined(separator: "; ")). Nothing here sees or advances that clock's \
      sleepers: advance it in the test (`await clock.advance(by: …)`), or use \
      `ExhaustiveTesting.TestClock()`, whose sleepers failures list and scopes settle.
      """
  }

  private static let maximumDepth = 6

  private static func collect(
    _ value: Any, path: String, depth: Int, into found: inout [PeerClock],
    seen: inout Set<ObjectIdentifier>
  ) {
    let type = String(reflecting: Swift.type(of: value))
    if type.hasPrefix("Clocks.TestClock<") {
      let object = value as AnyObject
      if seen.insert(ObjectIdentifier(object)).inserted {
        found.append(PeerClock(path: path, typeName: type, object: object))
      }
      return
    }
    guard depth < maximumDepth else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .class:
      // A model graph may point back at itself.
      guard seen.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
    case .struct, .tuple, .optional, .enum, nil:
      break
    default:
      return
    }
    for (index, child) in mirror.children.enumerated() {
      // `@Observable` stores a property `x` as `_x`; say it as the code does.
      var label = child.label ?? "\(index)"
      if label.hasPrefix("_"), mirror.displayStyle == .class { label.removeFirst() }
      let childPath = mirror.displayStyle == .optional ? path : "\(path).\(label)"
      collect(child.value, path: childPath, depth: depth + 1, into: &found, seen: &seen)
    }
  }

  /// The clock object.
  private final class Reference: @unchecked Sendable {
    // Safe: the clock is a swift-clocks `TestClock` (a class its own package declares
    // `Sendable`); this reads its fields only while holding its own lock, as its methods do.
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }

    /// Reads `now` and the pending suspensions under the clock's lock (`lock`, an
    /// `NSRecursiveLock`, in swift-clocks 1.x, the versions this was written for and is tested
    /// against in scripts/beside-peers.sh). Names what is missing when its layout is not that one.
    func pendingSleepers() -> Reading {
      guard let lock = Mirror(reflecting: object).descendant("lock") as? NSRecursiveLock else {
        return .unreadable(missing: ["lock"])
      }
      lock.lock()
      defer { lock.unlock() }
      let fields = Mirror(reflecting: object)
      let now = fields.descendant("now", "offset")
      let suspensions = fields.descendant("suspensions")
      guard let now, let suspensions else {
        return .unreadable(
          missing: (now == nil ? ["now.offset"] : []) + (suspensions == nil ? ["suspensions"] : []))
      }
      let deadlines = Mirror(reflecting: suspensions).children.compactMap {
        Mirror(reflecting: $0.value).descendant("deadline", "offset")
      }
      if let now = now as? Duration {
        return .sleepers(
          deadlines.compactMap { $0 as? Duration }.map { $0 - now }.sorted()
            .map(\.readableDescription))
      }
      return .sleepers(deadlines.map { "\($0), now \(now)" })
    }
  }
}
