/// The case name of a payload-free enum value, even when the enum has a custom `description`.
package func enumCaseName(_ value: Any) -> String {
  func name<T>(_ value: T) -> String? {
    runtimeEnumCaseName(value).map { String(cString: $0) }
  }
  // Opening the existential hands the runtime the concrete enum's metadata rather than `Any`'s.
  return _openExistential(value, do: name) ?? String(describing: value)
}

// Why this is safe: `swift_EnumCaseName` is the exported runtime entry point (ReflectionMirror.cpp,
// `SWIFT_RUNTIME_STDLIB_API`) behind `print` and `String(describing:)` of enum values; the
// standard library declares it with this same generic signature (`_getEnumCaseName<T>(_:)`), so
// the Swift calling convention passes the value indirectly plus `T`'s metadata, as the runtime
// expects. It exists in every Swift runtime since 5.0, on Linux and on Apple platforms, and
// returns a pointer into the binary's reflection metadata, which lives as long as the process. It
// returns nil when that metadata was stripped (`-disable-reflection-metadata`); the caller then
// falls back to `String(describing:)`.
@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
