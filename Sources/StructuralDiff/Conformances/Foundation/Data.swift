import Foundation

// Bytes print as their count and a hex preview.

extension Data: ScalarDumpable {
  static let dumpFormatter = ScalarFormatter(Data.self, text: dataText)
}

extension NSData: FrameworkDumpable {
  var dumpForm: DumpForm { .value(Data(referencing: self)) }
}

/// `Data(5 bytes: 68656c6c6f)`; longer data shows its first 16 bytes and `…`.
func dataText(_ data: Data) -> String {
  if data.isEmpty { return "Data(0 bytes)" }
  let digits = Array("0123456789abcdef".utf8)
  var hex: [UInt8] = []
  hex.reserveCapacity(33)
  for byte in data.prefix(16) {
    hex.append(digits[Int(byte >> 4)])
    hex.append(digits[Int(byte & 0xF)])
  }
  let preview = String(decoding: hex, as: UTF8.self) + (data.count > 16 ? "…" : "")
  return "Data(\(data.count) \(data.count == 1 ? "byte" : "bytes"): \(preview))"
}
