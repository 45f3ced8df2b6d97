/// A type that chooses which children a dump shows.
///
/// Its `CustomReflectable` mirror, if any, stays as it is.
///
/// ```swift
/// struct Session: CustomDumpReflectable {
///   var user: String
///   var token: String
///   var customDumpMirror: Mirror {
///     Mirror(self, children: ["user": user], displayStyle: .struct)
///   }
/// }
///
/// String(customDumping: Session(user: "ada", token: "secret"))
/// // Session(
/// //   user: "ada"
/// // )
/// ```
public protocol CustomDumpReflectable {
  /// The mirror a dump walks instead of `Mirror(reflecting:)`.
  var customDumpMirror: Mirror { get }
}
