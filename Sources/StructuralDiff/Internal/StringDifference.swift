/// Where two long single-line strings first differ, as a comment line printed under their
/// `−`/`+` pair: two long lines alone do not show where to look.
///
/// ```
/// // First difference at character 98: "…the lazy dog, then naps" vs "…the lazy dog, then eats"
/// ```
enum StringDifference {
  /// Strings with more characters than this (on either side) get a hint.
  static let minimumLength = 80
  /// Characters of context shown on each side of the first difference.
  static let context = 20

  /// The hint for two string literals as the dump prints them (quoted, escaped), or `nil` when
  /// both are short or they are the same.
  ///
  /// Counts characters of the string, not of its literal: an escape such as `\"` is one.
  static func hint(_ literalA: String, _ literalB: String) -> String? {
    let a = characters(of: literalA)
    let b = characters(of: literalB)
    guard a.count > minimumLength || b.count > minimumLength else { return nil }
    var index = 0
    while index < a.count, index < b.count, a[index] == b[index] { index += 1 }
    guard index < a.count || index < b.count else { return nil }
    return "// First difference at character \(index + 1): \(excerpt(a, at: index)) vs "
      + excerpt(b, at: index)
  }

  /// A quoted slice around `index`, with `…` where it cuts the string.
  private static func excerpt(_ characters: [Substring], at index: Int) -> String {
    let start = max(0, index - context)
    let end = min(characters.count, index + context)
    return "\"" + (start > 0 ? "…" : "") + characters[start..<end].joined()
      + (end < characters.count ? "…" : "") + "\""
  }

  /// The literal's body split into the string's characters: one escape sequence is one.
  private static func characters(of literal: String) -> [Substring] {
    guard literal.count >= 2, literal.first == "\"", literal.last == "\"" else {
      return literal.map { Substring(String($0)) }
    }
    let body = literal.dropFirst().dropLast()
    var characters: [Substring] = []
    var position = body.startIndex
    while position < body.endIndex {
      var next = body.index(after: position)
      if body[position] == "\\", next < body.endIndex {
        if body[next] == "u", let close = body[next...].firstIndex(of: "}") {
          next = body.index(after: close)
        } else {
          next = body.index(after: next)
        }
      }
      characters.append(body[position..<next])
      position = next
    }
    return characters
  }
}
