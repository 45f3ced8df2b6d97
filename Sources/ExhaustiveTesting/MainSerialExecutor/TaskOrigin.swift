#if canImport(Runtime)
  import Runtime
#endif

/// Where a task of a `withMainSerialExecutor` scope was created, for the failure that lists the
/// tasks still suspended.
///
/// The stack is captured when the scope first sees the task (its first job is enqueued from
/// inside the code that creates it), cheaply: return addresses only, no symbols. It is
/// symbolicated only when a failure names the task.
struct TaskOrigin: Sendable {
  // A `Backtrace` where the Runtime module has one (its type is not available on every
  // platform, so it is kept as `any Sendable`); nil where stacks cannot be captured.
  private let backtrace: (any Sendable)?

  /// The stack of the caller, down to the code that created the task.
  static func capture() -> TaskOrigin {
    #if canImport(Runtime)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        // Frame-pointer unwinding of return addresses only, without the list of loaded images
        // (taken once, by `descriptions(of:)`): the cheap way, done for every task. The scope's
        // own frames, the runtime's and `Task.init`'s come before the creating function;
        // `maximumFrames` leaves room for them.
        let backtrace = try? Backtrace.capture(
          algorithm: .fast, limit: maximumFrames, offset: 0, top: 0, images: nil)
        return TaskOrigin(backtrace: backtrace)
      }
    #endif
    return TaskOrigin(backtrace: nil)
  }

  /// How many frames a capture keeps.
  static let maximumFrames = 24

  /// For each origin, `created in Model.load() at Model.swift:31`, or why the place is unknown.
  static func descriptions(of origins: [TaskOrigin]) -> [String] {
    guard !origins.isEmpty else { return [] }
    #if canImport(Runtime)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        let images = ImageMap.capture()
        return origins.map { origin in
          guard let backtrace = origin.backtrace as? Backtrace else { return notCaptured }
          return creator(in: backtrace, images: images)?.description ?? notFound
        }
      }
    #endif
    return origins.map { _ in notCaptured }
  }

  static let notCaptured =
    "created at an unknown place (this platform cannot capture where tasks are created)"

  static let notFound =
    "created at an unknown place (no debug symbols name the code that created it)"
}

/// The user's function that created a task, and where in its source.
private struct Creator {
  var function: String
  var file: String
  var line: Int

  var description: String { "created in \(function) at \(file):\(line)" }
}

#if canImport(Runtime)
  @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  extension TaskOrigin {
    /// The first frame of the user's code: not this library, not the Swift runtime or standard
    /// library (`Task.init` is emitted into the caller's image), not a thunk, not system code,
    /// and with a source location.
    fileprivate static func creator(in backtrace: Backtrace, images: ImageMap) -> Creator? {
      guard let symbolicated = backtrace.symbolicated(with: images) else { return nil }
      for frame in symbolicated.frames where !frame.isSystem && !frame.isSwiftThunk {
        guard let symbol = frame.symbol, let location = symbol.sourceLocation,
          location.line > 0, !location.path.hasSuffix("<compiler-generated>"),
          let module = SwiftSymbol.module(ofMangled: symbol.rawName),
          !SwiftSymbol.libraryModules.contains(module)
        else { continue }
        let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
        return Creator(function: SwiftSymbol.function(symbol.name), file: file, line: location.line)
      }
      return nil
    }
  }
#endif

/// What the failure needs to know of a Swift symbol's name.
enum SwiftSymbol {
  /// Modules whose frames are never the user's code that created a task.
  static let libraryModules: Set<String> = [
    "ExhaustiveTesting", "ExhaustiveCore", "ExhaustiveUnsafe", "Swift", "_Concurrency",
    "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing",
  ]

  /// The module a mangled Swift name belongs to, or nil for a name that is not Swift's.
  ///
  /// `$s2bt5ModelV…` is module `bt`; `$ss…` and the standard substitutions `$sS…` (`$sScT` is
  /// `Task`) are the standard library's, which includes the generic `Task.init` emitted into
  /// the caller's image.
  static func module(ofMangled name: String) -> String? {
    var rest = Substring(name)
    for prefix in ["_$s", "$s", "_$S", "$S"] where rest.hasPrefix(prefix) {
      rest = rest.dropFirst(prefix.count)
      guard let first = rest.first else { return nil }
      if first == "s" || first == "S" { return "Swift" }
      let digits = rest.prefix(while: \.isASCIIDigit)
      guard let length = Int(digits), length > 0 else { return nil }
      let module = rest.dropFirst(digits.count).prefix(length)
      return module.count == length ? String(module) : nil
    }
    return nil
  }

  /// A demangled name without the async machinery's wording, `(1) suspend resume partial
  /// function for Model.load()` as `Model.load()`.
  static func function(_ demangled: String) -> String {
    guard let range = demangled.range(of: "partial function for ") else { return demangled }
    return String(demangled[range.upperBound...])
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
