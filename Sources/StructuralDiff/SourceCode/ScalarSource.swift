import Foundation

extension SourceFragment {
  /// The literal or initializer call of a value with no parts worth writing one by one (numbers,
  /// strings, `UUID`, `Date`, `URL`, `Data`, `Decimal`, `Duration`), or nil for others.
  static func scalarSource(_ value: Any) -> Result<SourceFragment, SourceProblem>? {
    func atom(_ text: String) -> Result<SourceFragment, SourceProblem> { .success(.atom(text)) }
    switch value {
    case let value as String: return atom(StringLiteral.singleLine(value))
    case let value as Substring: return atom(StringLiteral.singleLine(value))
    case let value as Character: return atom(StringLiteral.singleLine(String(value)))
    case let value as Bool: return atom(value ? "true" : "false")
    // Every standard integer type writes its decimal digits, which Swift reads back as that type.
    case is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
      is UInt64:
      // The cast, like the `is` tests, looks through an optional holding the integer.
      return atom(String(describing: value as! any BinaryInteger))
    case let value as Double: return atom(floatingPoint(value))
    case let value as Float: return atom(floatingPoint(value))
    case let value as UUID: return atom(uuid(value))
    case let value as Date:
      return atom("Date(timeIntervalSince1970: \(floatingPoint(value.timeIntervalSince1970)))")
    case let value as URL:
      guard value.baseURL == nil else {
        return .failure(SourceProblem(reason: "a URL relative to a base URL (\(value))"))
      }
      return atom("URL(string: \(StringLiteral.singleLine(value.absoluteString)))!")
    case let value as Data:
      return atom("Data([" + value.map { String($0) }.joined(separator: ", ") + "])")
    case let value as Decimal:
      return atom("Decimal(string: \"\(value)\")!")
    case let value as Duration:
      return atom(durationText(value))
    default:
      return nil
    }
  }

  /// The shortest literal that reads back as `value`; `.nan` and `.infinity` by name.
  private static func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: F
  ) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value.description
  }

  /// `UUID(n)` for the deterministic UUIDs of the test helpers (their first eight bytes are
  /// zero), else `UUID(uuidString: "…")!`.
  private static func uuid(_ uuid: UUID) -> String {
    // Safe, and kept outside the unsafe room: a `uuid_t` is a tuple of sixteen `UInt8`s (no
    // padding, nothing referenced), read only as those bytes, through a bounds-checked buffer.
    let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
    guard bytes[0..<8].allSatisfy({ $0 == 0 }) else {
      return "UUID(uuidString: \"\(uuid.uuidString)\")!"
    }
    let bits = bytes[8...].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return "UUID(\(Int64(bitPattern: bits)))"
  }
}
