#if canImport(Observation)
  import Observation
#endif

// `@Observable` stores each tracked property `count` as `_count`, beside an
// `_$observationRegistrar`: a dump shows the properties as declared and leaves the registrar out.

/// Whether `type` is an `@Observable` class (or another `Observable` type).
func isObservable(_ type: Any.Type) -> Bool {
  // Observation is within the package's floors (macOS 14 / iOS 17): no availability check.
  #if canImport(Observation)
    return type is any Observable.Type
  #else
    return false
  #endif
}

/// An observable class's stored fields as declared: `_count` is `count`, and the registrar is
/// not a field. The mirror cannot tell the macro's underscore from a declared one, so an
/// `@ObservationIgnored var _cache` prints as `cache` too.
func observableFields(_ fields: [(String?, Any)]) -> [(String?, Any)] {
  fields.compactMap { label, value in
    guard let label, label.hasPrefix("_") else { return (label, value) }
    if label == "_$observationRegistrar" { return nil }
    return (String(label.dropFirst()), value)
  }
}
