import Foundation

struct Row: Identifiable, Equatable, Hashable, Codable, Sendable {
  var id: Int
  var title = ""
}

/// An element identified through a key path other than `id`.
struct Tag: Equatable, Sendable {
  var name: String
  var count = 0
}
