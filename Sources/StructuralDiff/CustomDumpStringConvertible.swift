/// A type that supplies its own one-line text for dumps and diffs.
///
/// The text is printed as is, in place of the type's reflected fields:
///
/// ```swift
/// struct Celsius: CustomDumpStringConvertible {
///   var degrees: Double
///   var customDumpDescription: String { "\(degrees) °C" }
/// }
///
/// String(customDumping: Celsius(degrees: 21.5))  // "21.5 °C"
/// ```
public protocol CustomDumpStringConvertible {
  /// The text a dump prints for this value.
  var customDumpDescription: String { get }
}
