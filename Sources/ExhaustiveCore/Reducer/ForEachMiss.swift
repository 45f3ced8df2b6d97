/// The report of a `forEach` reducer given an action for an element its state does not hold, in
/// one wording for positions, ids and keys.
enum ForEachMiss {
  /// `target` names what the action asked for and what the state holds
  /// (`index 3, but the state holds 2 elements`); `noun` is what the state holds (`element`).
  static func message<Action>(_ target: String, action: Action, noun: String) -> String {
    """
    A forEach reducer received an action for \(target); the action was ignored.

      Action:
    \(debugDescription(of: action))

    This usually means an effect delivered an action for an \(noun) after it was removed: \
    cancel an \(noun)'s effects when you remove it.
    """
  }

  /// The miss of an id or a key that no member has: `id 7, but no element of the state has that
  /// id (it holds 2 elements)`, with `element` as the noun.
  static func absent<Address>(
    _ label: String, _ address: Address, among count: Int, _ singular: String, _ plural: String
  ) -> (target: String, noun: String) {
    (
      "\(label) \(String(customDumping: address)), but no \(singular) of the state has that "
        + "\(label) (it holds \(Self.count(count, singular, plural)))",
      singular
    )
  }

  /// `2 elements`, `1 entry`.
  static func count(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
