// ExhaustiveUnsafe: the package's unsafe code, in one room so a reader can audit it in one
// place. An internal target with no product and nothing public: StructuralDiff and
// ExhaustiveCore depend on it (ExhaustiveCore re-exports it to the modules above it), and a
// product bundles it with them.
//
// What lives here, one concept a file:
// - Locking: `RawMutex` (a bare platform mutex that never moves), `Lock` (a value guarded by
//   one), `ThreadIdentity` (which thread is running, from the platform's thread id).
// - Crossing threads: `UncheckedSendable` (the hand-over box for effect outputs),
//   `assumeSendable(_:)` (a test scheduler's work typed `@Sendable` without a box), and
//   `LargeStack` (runs deep `==` recursion on a helper thread with a large stack, measuring
//   the stack with the platform's thread attributes).
// - Reading the runtime's metadata: `EnumTag` (an enum value's case index, from its value
//   witness table), `enumCaseName(_:)` (a case's name, from the runtime's reflection entry
//   point), `plainStoredFields(of:)` and `compactClassFields(of:)` (struct and class field
//   layouts: names, offsets, types and how each is stored), `realize(_:as:)` (rebuilding a
//   compactly stored value), `keyPathDescriptionNamingComputedProperties(_:)` (a key path's
//   computed components named after their properties, from the binary's symbol table and the
//   runtime's demangler).
// - Reading memory by layout: `FieldAddress` (a stored field read in place, inside a value's or
//   an object's storage), `PlainFieldComparison` (`==` on one plain field of two values, in
//   place), `sameElementArray(_:as:)` (an array seen under its element type's other name).
//
// The rule: code outside this room uses no unsafe pointer APIs (`UnsafeRawPointer` and
// friends, `Unmanaged`, `assumingMemoryBound`, `withUnsafeBytes` of a value's storage),
// `unsafeBitCast`, `@_silgen_name` runtime calls, `@exclusivity(unchecked)` or raw mutexes
// (`pthread_mutex_t`, `os_unfair_lock`). It asks this room for a small `package` primitive
// instead, and every unsafe construct in here carries a comment saying why it is safe.
//
// Exceptions outside, each with its own comment saying why it is safe:
// - ExhaustiveSerialExecutor (RuntimeHooks.swift, ScopeExecutor.swift, TaskTable.swift,
//   MainThread.swift and the rest of the target): the hooks into the
//   concurrency runtime (job and task pointers, runtime symbols, the draining scope kept in a
//   thread-local as an unretained pointer), a separate room of their own. Tasks are retained
//   and released there with the runtime's `swift_retain`/`swift_release` (looked up by name),
//   never through `Unmanaged<AnyObject>`: with Objective-C interop on (every Apple platform)
//   that is `swift_unknownObjectRetain`, which classifies the pointer by its metadata as a
//   Swift or an Objective-C class instance, and a task is neither. Every other object retained,
//   released or read by layout anywhere in the package is a class instance (typed
//   `Unmanaged<SerialScope>`/`Unmanaged<ScopeExecutor>`, or an object the differ's `Mirror`
//   reports as `.class`, whose fields the runtime's own field offsets locate), correct with
//   interop on or off.
// - ExhaustiveReturnAddresses (C): the frame-pointer walk that records where
//   withMainSerialExecutor's tasks are created, reading only inside the calling thread's stack.
// - `@exclusivity(unchecked)` on stored properties of `EffectSubscriber`, the effect runtime's
//   `CancellableRun` and `DelayedDelivery`, `SerialScope` and `ScopeExecutor` (each guarded by
//   its `RawMutex`) and `TestStore` (driven by one thread at a time): the attribute can only
//   mark the class's own properties; moving them behind a room type would cost an object each
//   (a `Lock` is a second object per lock, made once per started effect, and the serial
//   executor locks several times per job).
// - Typed buffer fast paths over memory the standard library hands out typed: UTF-8 and
//   array buffers (`withContiguousStorageIfAvailable`, `withUnsafeBufferPointer`), and the
//   sixteen bytes of a `uuid_t`.
