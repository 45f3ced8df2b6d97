/// Carries a value across a concurrency boundary that the compiler cannot prove safe.
///
/// Effects move their outputs between threads exactly as Combine publishers do: each output is
/// handed to exactly one downstream, in order, and never shared between two threads at once.
/// Requiring `Output: Sendable` would reject the transcripts' actions in Swift 6 mode when they are
/// public types, so we box at the few places where an output crosses a thread.
package struct UncheckedSendable<Value>: @unchecked Sendable {
  // Safe by the hand-over discipline described above; never use it to share mutable state.
  package var value: Value

  package init(_ value: Value) {
    self.value = value
  }
}
