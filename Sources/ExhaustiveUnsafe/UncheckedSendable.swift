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

/// The same closure, typed `@Sendable`, for work a caller promises runs where it was written
/// (a test scheduler's work runs on the thread that advances it, which is the test's).
///
/// A box would do the same at the cost of an allocation and an indirect call for every item a
/// test scheduler queues; this is the box without either. Safe as a cast: `@Sendable` changes
/// only what the compiler checks, not how a function value is represented, so the two types
/// have the same layout and calling convention. Whether sharing the closure is safe is the
/// caller's promise, exactly as with ``UncheckedSendable``.
///
/// The cast goes through one-field structs rather than between the two function types: a function
/// type handed to `unsafeBitCast` as its generic `T` is re-abstracted to the most general calling
/// convention and back, which allocated two thunk contexts per call (and put two thunks in
/// every call of the result). A struct's field keeps the convention it was declared with, the
/// same in both structs, so casting them is a plain copy.
@inlinable
package func assumeSendable(_ work: @escaping () -> Void) -> @Sendable () -> Void {
  unsafeBitCast(Work(body: work), to: SendableWork.self).body
}

@usableFromInline struct Work {
  @usableFromInline var body: () -> Void

  @inlinable init(body: @escaping () -> Void) { self.body = body }
}

@usableFromInline struct SendableWork {
  @usableFromInline var body: @Sendable () -> Void
}

/// The same one-argument closure, typed `@Sendable`: a `sink` handler, which runs where its
/// effect delivers, as Combine's does (see `Effect.sink`).
///
/// Safe as a cast for the reason given on the zero-argument form: `@Sendable` does not change a
/// function value's layout; the caller promises the sharing is sound. No box, so starting an
/// effect with `sink` costs no allocation more than before the handlers stopped being
/// `@Sendable`. Through one-field structs, as the zero-argument form is, for the same reason;
/// the structs' layout does not depend on `Argument`, so casting them needs no type metadata.
@inlinable
package func assumeSendable<Argument>(_ work: @escaping (Argument) -> Void)
  -> @Sendable (Argument) -> Void
{
  unsafeBitCast(Handler(body: work), to: SendableHandler<Argument>.self).body
}

@usableFromInline struct Handler<Argument> {
  @usableFromInline var body: (Argument) -> Void

  @inlinable init(body: @escaping (Argument) -> Void) { self.body = body }
}

@usableFromInline struct SendableHandler<Argument> {
  @usableFromInline var body: @Sendable (Argument) -> Void
}
