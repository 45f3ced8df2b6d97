import ExhaustiveUnsafe
import StructuralDiff

/// Answers "did this step change the state?" for the test store, as `!=` would, but often
/// without walking the whole state.
///
/// The store needs the answer on every step (for the timeline's `state changed` line and for
/// "Expected state to change, but no change occurred."), on top of the `==` that checks the
/// test's expectation. A synthesized `==` compares the fields in declaration order, so a step
/// that only bumps a counter declared after a large collection pays for comparing the whole
/// collection a second time. This first compares the state's plain (trivially copyable) fields,
/// which costs next to nothing, and only when they are all equal calls `!=` on the whole state.
///
/// A plain field that differs answers "changed" only once `!=` has confirmed it for this store:
/// the first time each field is the first to differ, the whole states are compared too. A
/// custom `==` that ignores that field is found out then, and from that point on the detector
/// just calls `!=`. The two could only disagree for an `==` that ignores a field for some values
/// and not for others; even then the store confirms with `==` before it reports a state change
/// the test did not expect.
///
/// Only plain fields are compared one by one: a field's own `==` is called through its
/// conformance, unspecialized, which for a collection is many times slower than the state's
/// `==` compiled in the test's module.
struct StateChangeDetector {
  /// The state's plain fields; empty when the state is not a struct whose fields can all be
  /// read in place, or has no plain field that is `Equatable`.
  private var plainFields: [PlainFieldComparison] = []
  /// Whether `!=` has confirmed a difference in each plain field, by index.
  private var confirmed: [Bool] = []
  /// The type the field offsets belong to; any other type is compared with `!=` alone.
  private let stateType: Any.Type

  /// A detector for states of type `State`.
  ///
  /// Not generic itself: the store calls it on every step, and each use of a type generic over
  /// the state would cost a runtime metadata lookup.
  init<State: Equatable>(for _: State.Type) {
    stateType = State.self
    guard let stored = plainStoredFields(of: State.self), stored.count > 1 else { return }
    for field in stored {
      guard let equatable = field.type as? any Equatable.Type,
        let comparison = PlainFieldComparison(plain: equatable, offset: field.offset)
      else { continue }
      plainFields.append(comparison)
    }
    confirmed = Array(repeating: false, count: plainFields.count)
  }

  /// Whether `after` differs from `before`, as `before != after` answers it.
  ///
  /// Both are `inout` only so that they are read where they are stored, without copying the
  /// states (a copy retains and releases every buffer they hold); neither is changed.
  mutating func changed<State: Equatable>(from before: inout State, to after: inout State)
    -> Bool
  {
    guard !plainFields.isEmpty, State.self == stateType else { return before != after }
    let differing = PlainFieldComparison.firstDifference(
      in: plainFields, between: &before, and: &after)
    guard let differing else { return before != after }
    if confirmed[differing] { return true }
    guard before != after else {
      // `==` ignores this field: field by field is not this state's equality.
      plainFields = []
      return false
    }
    confirmed[differing] = true
    return true
  }
}
