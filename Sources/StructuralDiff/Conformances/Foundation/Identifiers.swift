import Foundation

// A UUID prints bare, upper-case: `DEADBEEF-…`.

extension UUID: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(UUID.self, text: uuidText)
}

extension NSUUID: FrameworkDumpable {
  var dumpForm: DumpForm { .value(self as UUID) }
}

/// The upper-case `uuidString` form, formatted by hand (Foundation's goes through `sprintf`).
func uuidText(_ uuid: UUID) -> String {
  let digits: StaticString = "0123456789ABCDEF"
  // Safe, and kept outside the unsafe room: a `uuid_t` is a tuple of sixteen `UInt8`s (no
  // padding, nothing referenced), read only as those bytes; copying them into an array first
  // would cost an allocation per UUID dumped.
  return withUnsafeBytes(of: uuid.uuid) { bytes in
    String(unsafeUninitializedCapacity: 36) { buffer in
      var index = 0
      for (offset, byte) in bytes.enumerated() {
        if offset == 4 || offset == 6 || offset == 8 || offset == 10 {
          buffer[index] = UInt8(ascii: "-")
          index += 1
        }
        buffer[index] = digits.utf8Start[Int(byte >> 4)]
        buffer[index + 1] = digits.utf8Start[Int(byte & 0xF)]
        index += 2
      }
      return index
    }
  }
}
