import Foundation

/// The baseline the issue compares `UUIDGenerator.incrementing` with: a generator that formats
/// the counter into a UUID string and parses it back.
enum PeerUUIDs {
  static func stringFormatting() -> () -> UUID {
    var count = 0
    return {
      defer { count += 1 }
      return UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", count))")!
    }
  }
}
