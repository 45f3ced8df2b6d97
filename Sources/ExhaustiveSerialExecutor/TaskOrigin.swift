import ExhaustiveReturnAddresses
import Foundation

#if canImport(Runtime)
  import Runtime
#endif

/// Where a task of a `withMainSerialExecutor` scope was created, for the failure that lists the
/// tasks still suspended.
///
/// The stack is captured when the scope first sees the task (its first job is enqueued from
/// inside the code that creates it), as cheaply as can be: a few return addresses read along
/// the frame-pointer chain (`exhaustive_return_addresses`, a fraction of a microsecond; the
/// Runtime module's own capture costs microseconds, too much to pay for every task). They are
/// symbolicated, with the Runtime module, only when a failure names the task.
struct TaskOrigin: Sendable {
  private let returnAddresses: [UInt]

  init(returnAddresses: [UInt]) {
    self.returnAddresses = returnAddresses
  }

  /// How many frames a capture keeps: the scope's own frames (its lock among them), the
  /// runtime's and `Task.init`'s come before the creating function (about a dozen).
  static let maximumFrames = 24

  /// For each origin, `created in Model.load() at Model.swift:31`, or why the place is unknown.
  static func descriptions(of origins: [TaskOrigin]) -> [String] {
    guard !origins.isEmpty else { return [] }
    #if canImport(Runtime)
      if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        let frames = symbolicatedFrames(of: origins)
        return origins.indices.map { index in
          guard !origins[index].returnAddresses.isEmpty else { return notCaptured }
          return frames.flatMap { creator(in: $0[index])?.description } ?? notFound
        }
      }
    #endif
    return origins.map { _ in notCaptured }
  }

  static let notCaptured =
    "created at an unknown place (this platform cannot capture where tasks are created)"

  /// The walk stops at the first frame without a frame record (optimized Swift code on Linux
  /// may omit them), and an image without debug information names no source line: either way
  /// the user's frame is missing.
  static let notFound =
    "created at an unknown place (its captured stack names none of your code: a debug build "
    + "keeps the frame pointers and debug symbols this needs)"
}

/// The return addresses of every task a scope saw created, back to back in one buffer.
///
/// One buffer per scope rather than one array per task: a scope captures a stack for every task
/// it sees, and a new `[UInt]` costs an allocation and a run-time lookup of its storage type each
/// time, several times what the frame-pointer walk costs.
struct TaskOrigins {
  private var returnAddresses: [UInt] = []

  /// Captures the return addresses of the caller's stack, up to the code that created the task;
  /// returns where they are kept.
  mutating func capture() -> Range<Int> {
    let start = returnAddresses.count
    withUnsafeTemporaryAllocation(of: UInt.self, capacity: TaskOrigin.maximumFrames) { buffer in
      let count = Int(
        exhaustive_return_addresses(buffer.baseAddress, Int32(TaskOrigin.maximumFrames)))
      returnAddresses.append(contentsOf: buffer[..<count])
    }
    return start..<returnAddresses.count
  }

  /// The origin captured at `range`.
  func origin(at range: Range<Int>) -> TaskOrigin {
    TaskOrigin(returnAddresses: Array(returnAddresses[range]))
  }
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
    /// The return addresses as a `Backtrace`, which the Runtime module can symbolicate.
    ///
    /// A `Backtrace` is made only by capturing or decoding one; it decodes from its documented
    /// Compact Backtrace Format (swift/docs/CompactBacktraceFormat.md, version 0): an info byte
    /// (version and word size), one instruction per return address (`0b0010_1nnn`: an absolute
    /// return address of nnn + 1 big-endian bytes, then the bytes), and `end`.
    fileprivate static func backtrace(of returnAddresses: [UInt]) -> Backtrace? {
      let wordBytes = MemoryLayout<UInt>.size
      // Word size codes: 1 for 32-bit words, 2 for 64-bit ones.
      var bytes: [UInt8] = [wordBytes == 8 ? 0x02 : 0x01]
      for address in returnAddresses {
        bytes.append(0x28 | UInt8(wordBytes - 1))
        for shift in stride(from: (wordBytes - 1) * 8, through: 0, by: -8) {
          bytes.append(UInt8(truncatingIfNeeded: address >> UInt(shift)))
        }
      }
      bytes.append(0x00)
      let encoded = """
        {"architecture":"\(Self.architecture)","backtrace":"\(Data(bytes).base64EncodedString())"}
        """
      return try? JSONDecoder().decode(Backtrace.self, from: Data(encoded.utf8))
    }

    private static var architecture: String {
      #if arch(x86_64)
        "x86_64"
      #elseif arch(arm64)
        "arm64"
      #elseif arch(i386)
        "i386"
      #elseif arch(arm)
        "arm"
      #else
        "unknown"
      #endif
    }

    /// Each origin's frames, symbolicated (with the functions inlined at each address).
    ///
    /// Symbolicating costs milliseconds an address (a test binary's symbols and line tables are
    /// large), and the origins share most of theirs (this library's frames, the runtime's, the
    /// test's callers), so each distinct address is symbolicated once: all of them in one
    /// backtrace, each symbolicated frame going back to its address by the address it was
    /// captured at.
    fileprivate static func symbolicatedFrames(
      of origins: [TaskOrigin]
    ) -> [[SymbolicatedBacktrace.Frame]]? {
      var distinct = [UInt]()
      var seen = Set<UInt>()
      for origin in origins {
        for address in origin.returnAddresses where seen.insert(address).inserted {
          distinct.append(address)
        }
      }
      guard let backtrace = backtrace(of: distinct),
        let symbolicated = backtrace.symbolicated(with: ImageMap.capture())
      else { return nil }
      var framesAt = [UInt: [SymbolicatedBacktrace.Frame]]()
      var position = 0
      for frame in symbolicated.frames {
        let captured = frame.captured.originalProgramCounter
        while position < distinct.count,
          Backtrace.Address(UInt64(distinct[position])) != captured
        {
          position += 1
        }
        guard position < distinct.count else { break }
        framesAt[distinct[position], default: []].append(frame)
      }
      return origins.map { origin in origin.returnAddresses.flatMap { framesAt[$0] ?? [] } }
    }

    /// The first frame of the user's code: not this library, not the Swift runtime or standard
    /// library (`Task.init` is emitted into the caller's image), not a thunk, not system code,
    /// and with a source location.
    fileprivate static func creator(in frames: [SymbolicatedBacktrace.Frame]) -> Creator? {
      for frame in frames where !frame.isSystem && !frame.isSwiftThunk {
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
  /// Modules whose frames are never the user's code that created a task: every library module
  /// of this package (a test pins that each is here), and the toolchain's.
  static let libraryModules: Set<String> = [
    "ExhaustiveTesting", "ExhaustiveTestRuntime", "ExhaustiveSerialExecutor", "ExhaustiveTime",
    "ExhaustiveRecording", "ExhaustiveDependencies", "ExhaustiveCore", "ExhaustivePublishers",
    "ExhaustiveConcurrency", "ExhaustiveUnsafe", "StructuralDiff",
    "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "Dispatch", "XCTest", "Testing",
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
