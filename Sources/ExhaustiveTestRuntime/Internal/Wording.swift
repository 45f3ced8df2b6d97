/// How failure messages write numbers, shared by every tool so counts read alike everywhere.
package enum Wording {
  /// `n` with its digits grouped by thousands, `1,000,000`, whatever the locale.
  package static func number(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index).isMultiple(of: 3) { grouped.append(",") }
      grouped.append(digit)
    }
    return n < 0 ? "-" + grouped : grouped
  }
}
