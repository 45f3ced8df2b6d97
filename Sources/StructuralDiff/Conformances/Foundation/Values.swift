import Foundation

// `NSValue` and the C structs it boxes: each prints as the Swift value it holds.

/// The value it boxes: an `NSNumber` its number, a range `1..<3`, a point, size or rectangle as
/// its struct. Any other boxed type prints as its Objective-C type encoding and its bytes, the
/// two things its initializer takes.
extension NSValue: FrameworkDumpable {
  var dumpForm: DumpForm {
    if let number = self as? NSNumber { return number.numberDumpForm }
    let encoding = String(cString: objCType)
    if encoding == BoxedEncoding.range { return .value(rangeValue) }
    #if !canImport(ObjectiveC) || os(macOS)
      if encoding == BoxedEncoding.point { return .value(pointValue) }
      if encoding == BoxedEncoding.size { return .value(sizeValue) }
      if encoding == BoxedEncoding.rect { return .value(rectValue) }
    #endif
    var size = 0
    _ = NSGetSizeAndAlignment(objCType, &size, nil)
    var bytes = [UInt8](repeating: 0, count: size)
    // The buffer holds the `size` bytes the encoding says the boxed value takes.
    #if canImport(ObjectiveC)
      getValue(&bytes, size: size)
    #else
      getValue(&bytes)
    #endif
    return .fields(name: "NSValue", [("bytes", Data(bytes)), ("objCType", encoding)])
  }
}

/// The type encodings of the structs `NSValue` has initializers for, read from boxed values
/// (encodings differ between platforms).
private enum BoxedEncoding {
  static let range = String(cString: NSValue(range: NSRange()).objCType)
  #if !canImport(ObjectiveC) || os(macOS)
    static let point = String(cString: NSValue(point: NSPoint()).objCType)
    static let size = String(cString: NSValue(size: NSSize()).objCType)
    static let rect = String(cString: NSValue(rect: NSRect()).objCType)
  #endif
}

/// `0..<1`; a range at `NSNotFound` has no Swift range and prints its fields.
extension NSRange: FrameworkDumpable {
  var dumpForm: DumpForm {
    if let range = Range(self) { return .value(range) }
    return .text("NSRange(location: NSNotFound, length: \(length))")
  }
}

extension NSNull: FrameworkDumpable {
  var dumpForm: DumpForm { .text("NSNull()") }
}
