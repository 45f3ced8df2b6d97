import Foundation

// Numbers print as Swift spells their values: `1`, `1.5`, `true`, `3.14`.

extension Decimal: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(
    Decimal.self, text: decimalText, number: { NSDecimalNumber(decimal: $0).doubleValue })
}

func decimalText(_ decimal: Decimal) -> String { decimal.description }

/// The number it holds, as the Swift type it was made from prints: `1`, `1.5`, `true`. An
/// `NSDecimalNumber` prints as its `Decimal`. (`NSValue`'s form calls it: a subclass cannot
/// conform again.)
extension NSNumber {
  var numberDumpForm: DumpForm {
    if let decimal = self as? NSDecimalNumber {
      return .text(decimal.decimalValue.description, number: doubleValue)
    }
    // Booleans are the two shared instances, on every platform.
    if self === NSNumber(value: true) { return .text("true") }
    if self === NSNumber(value: false) { return .text("false") }
    switch UInt8(bitPattern: objCType.pointee) {
    case UInt8(ascii: "f"):
      return .text(floatingPointText(floatValue), number: doubleValue)
    case UInt8(ascii: "d"):
      return .text(floatingPointText(doubleValue), number: doubleValue)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"),
      UInt8(ascii: "C"):
      return .text(String(uint64Value), number: doubleValue)
    default:
      return .text(String(int64Value), number: doubleValue)
    }
  }
}
