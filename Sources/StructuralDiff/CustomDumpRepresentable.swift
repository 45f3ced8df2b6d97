/// A type that dumps as another value.
///
/// Use it to hide a wrapper, or to show a simpler stand-in for a value whose stored fields are
/// noise:
///
/// ```swift
/// struct Tagged<Raw>: CustomDumpRepresentable {
///   var rawValue: Raw
///   var customDumpValue: Any { rawValue }
/// }
///
/// String(customDumping: Tagged(rawValue: 42))  // "42"
/// ```
public protocol CustomDumpRepresentable {
  /// The value dumped in place of this one.
  var customDumpValue: Any { get }
}
