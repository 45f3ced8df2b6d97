/// The markers a diff puts in front of its lines.
///
/// ```swift
/// diff(old, new, format: .default)   // "− " / "+ " / "  "
/// diff(old, new, format: DiffFormat(first: "-", second: "+", both: " "))
/// ```
public struct DiffFormat: Sendable, Hashable {
  /// Marks a line that only the first (expected) value has.
  public var first: String
  /// Marks a line that only the second (actual) value has.
  public var second: String
  /// Marks a line both values share.
  public var both: String

  /// Creates a format from three markers; each is followed by one space in the output.
  public init(first: String, second: String, both: String) {
    self.first = first
    self.second = second
    self.both = both
  }

  /// `−` (U+2212) for the first value, `+` for the second.
  public static let `default` = DiffFormat(first: "\u{2212}", second: "+", both: " ")

  /// For proportional fonts (Xcode's failure overlays): `−` (U+2212), `+` and a figure space
  /// (U+2007) for shared lines, which render at one width. swift-custom-dump's spelling.
  public static let proportional = DiffFormat(first: "\u{2212}", second: "+", both: "\u{2007}")

  /// Plain ASCII markers, `-` and `+`, for terminals and tools that expect a unified diff.
  public static let ascii = DiffFormat(first: "-", second: "+", both: " ")
}
