/// How strictly a ``TestStore`` checks the test against everything the feature did.
///
/// ```swift
/// store.exhaustivity = .off
/// store.send(.refresh)                // changes we don't assert on are fine
/// store.receive(.response) {          // only what the closure touches is checked
///   $0.isLoading = false
/// }
/// ```
///
/// Exhaustivity covers three categories: ``Categories/state``,
/// ``Categories/receivedActions`` and ``Categories/effects``. To relax
/// one of them and keep the others exhaustive, name it in ``on(except:showSkippedAssertions:)``:
///
/// ```swift
/// // Every state change must still be asserted in full, but the analytics actions the
/// // feature's effects send back may go unreceived.
/// store.exhaustivity = .on(except: .receivedActions)
/// store.send(.buyTapped) { $0.isPurchasing = true }
/// store.receive(.purchaseResponse(.success)) { $0.isPurchasing = false }  // skips `.analytics`
/// ```
public struct Exhaustivity: Equatable, Sendable {
  /// The parts of a test that a store can check exhaustively.
  public struct Categories: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// Every state change must be asserted in full. When relaxed, a trailing closure is checked
    /// only for what it touches, and a step without one may change anything.
    public static let state = Self(rawValue: 1 << 0)

    /// Every action an effect sends back must be received, in order. When relaxed, `receive`
    /// skips (and reduces) the actions before the one it asks for, a send reduces the actions
    /// still queued first, and actions left at the end do not fail.
    public static let receivedActions = Self(rawValue: 1 << 1)

    /// Every effect must have finished or been cancelled by the end of the test. When relaxed,
    /// effects may outlive it.
    public static let effects = Self(rawValue: 1 << 2)

    /// All three categories.
    public static let all: Self = [.state, .receivedActions, .effects]
  }

  /// The categories the store checks exhaustively.
  public var exhaustive: Categories

  /// Whether the assertions skipped in the relaxed categories are reported as non-failing notes
  /// (a known issue under Swift Testing, a printed line under XCTest).
  public var showSkippedAssertions: Bool

  /// Every state change, received action and running effect must be asserted on (the default).
  public static let on = Self(exhaustive: .all, showSkippedAssertions: false)

  /// Non-exhaustive in every category, without notes about skipped assertions.
  public static let off = Self(exhaustive: [], showSkippedAssertions: false)

  /// Non-exhaustive in every category: state is checked only where the trailing closure touches
  /// it, received actions that the test does not ask for are reduced silently, and effects may
  /// outlive the test. With `showSkippedAssertions`, what was skipped is reported as a
  /// non-failing note.
  public static func off(showSkippedAssertions: Bool) -> Self {
    Self(exhaustive: [], showSkippedAssertions: showSkippedAssertions)
  }

  /// Exhaustive in every category except `relaxed`, which is checked as under ``off``.
  ///
  /// ```swift
  /// store.exhaustivity = .on(except: .effects)  // a long-living effect may outlive the test
  /// store.exhaustivity = .on(except: [.receivedActions, .effects], showSkippedAssertions: true)
  /// ```
  public static func on(except relaxed: Categories, showSkippedAssertions: Bool = false) -> Self {
    Self(
      exhaustive: Categories.all.subtracting(relaxed), showSkippedAssertions: showSkippedAssertions)
  }

  /// Creates an exhaustivity that checks exactly the `exhaustive` categories in full.
  public init(exhaustive: Categories, showSkippedAssertions: Bool = false) {
    self.exhaustive = exhaustive
    self.showSkippedAssertions = showSkippedAssertions
  }

  /// Whether the store checks `category` exhaustively.
  public func isExhaustive(_ category: Categories) -> Bool {
    exhaustive.isSuperset(of: category)
  }

  /// Notes are shown only for what was actually skipped: a category checked in full skips nothing.
  var showsSkippedAssertions: Bool { showSkippedAssertions && exhaustive != .all }
}
