/// How a framework type prints when its stored properties are not its value (an `NSNumber`'s
/// `_CFInfo`, a `DispatchQueue`'s pointers): each conformance, in `Conformances/`, says what
/// the value is instead.
///
/// Internal, so it never competes with a user's own conformance to the public customization
/// protocols, which the tree builder asks first.
protocol FrameworkDumpable {
  var dumpForm: DumpForm { get }
}

/// What a ``FrameworkDumpable`` value prints as.
enum DumpForm {
  /// One line of text, and its numeric value for sorting dictionary keys and sets (NaN when it
  /// is not a number).
  case text(String, number: Double)
  /// Another value, printed in its place (an `NSString` as its `String`).
  case value(Any)
  /// A composite of fields, `name(` then the fields then `)`: `Calendar(identifier: …)`, the
  /// type's own name when `name` is nil. It prints on one line when short and flat, like an
  /// enum case.
  case fields(name: String?, [(label: String?, value: Any)])
  /// Elements printed like an array's, or sorted like a set's.
  case elements([Any], isSet: Bool)
  /// Entries printed like a dictionary's.
  case entries([(key: Any, value: Any)])

  static func text(_ text: String) -> DumpForm { .text(text, number: .nan) }
}

/// Types whose values print as one line through a ``ScalarFormatter``, which can also read them
/// straight from a struct field's storage.
protocol ScalarDumpable {
  static var dumpFormatter: ScalarFormatter { get }
}
