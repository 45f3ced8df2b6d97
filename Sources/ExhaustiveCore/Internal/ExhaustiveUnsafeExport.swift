// The package's unsafe primitives (`Lock`, `RawMutex`, `UncheckedSendable`, `EnumTag`, …) live in
// the ExhaustiveUnsafe target, to be audited in one place. Re-exported so every module and test
// that imports ExhaustiveCore keeps using them as before; they are `package`, so nothing new
// becomes public.
@_exported import ExhaustiveUnsafe
