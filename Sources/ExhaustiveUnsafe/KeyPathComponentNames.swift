#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A key path's description with each computed component named after its property:
/// `\WeatherModel.summary` where the runtime prints `\WeatherModel.<computed 0x55d2… (String)>`.
///
/// The runtime names a computed component by its getter's address only, as no symbol it can
/// see names it: the getter is the property's key path thunk, a local symbol of the binary.
/// On Linux the binary's own symbol table (`.symtab`, which a debug or test build keeps) names
/// it, `$s…5titleSSvpACTK`, and the runtime's demangler reads the property out of that:
/// "key path getter for App.WeatherModel.summary : Swift.String : App.WeatherModel". Nil when a
/// component cannot be named so (a stripped binary, a subscript, another platform), for the
/// caller to fall back to the runtime's description.
package func keyPathDescriptionNamingComputedProperties(_ keyPath: AnyKeyPath) -> String? {
  #if os(Linux)
    var text = String(describing: keyPath)
    let marker = "<computed 0x"
    var mappings: [Mapping]?
    while let start = text.firstRange(of: marker) {
      guard let end = text[start.upperBound...].firstIndex(of: ">") else { return nil }
      let hex = text[start.upperBound...].prefix { $0.isHexDigit }
      guard let address = UInt(hex, radix: 16) else { return nil }
      if mappings == nil { mappings = Mapping.current() }
      guard let mapping = mappings?.first(where: { $0.range.contains(address) }),
        let symbol = ELFSymbols.name(at: address - mapping.base, inFile: mapping.path),
        let name = propertyName(demangling: symbol)
      else { return nil }
      text.replaceSubrange(start.lowerBound...end, with: name)
    }
    return text
  #else
    return nil
  #endif
}

#if os(Linux)
  /// The property a key path getter thunk's demangled name is for, when it is a property.
  private func propertyName(demangling symbol: String) -> String? {
    guard let demangled = demangle(symbol) else { return nil }
    let prefix = "key path getter for "
    guard demangled.hasPrefix(prefix) else { return nil }
    let path = demangled.dropFirst(prefix.count).prefix { $0 != " " }
    guard let name = path.split(separator: ".").last,
      let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(name)
  }

  /// A mapped file of this process: the addresses it covers and where it was loaded.
  private struct Mapping {
    var range: ClosedRange<UInt>
    var base: UInt
    var path: String

    /// The file-backed mappings of this process, from `/proc/self/maps`; a file's base is the
    /// start of its mapping at file offset 0 (where its first loadable segment, at virtual
    /// address 0 in a position-independent binary, is loaded).
    static func current() -> [Mapping] {
      guard let maps = readWholeFile("/proc/self/maps") else { return [] }
      var bases: [String: UInt] = [:]
      var mappings: [Mapping] = []
      for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let low = UInt(bounds[0], radix: 16),
          let high = UInt(bounds[1], radix: 16), high > low,
          let offset = UInt(fields[2], radix: 16)
        else { continue }
        let path = fields[5...].joined(separator: " ")
        if offset == 0, bases[path] == nil { bases[path] = low }
        mappings.append(Mapping(range: low...(high - 1), base: 0, path: path))
      }
      return mappings.compactMap { mapping in
        bases[mapping.path].map { Mapping(range: mapping.range, base: $0, path: mapping.path) }
      }
    }
  }

  /// Reads an ELF64 little-endian file's symbol table.
  private enum ELFSymbols {
    /// The name of the symbol whose value is `address` (relative to the file's base), or that
    /// covers it.
    static func name(at address: UInt, inFile path: String) -> String? {
      let descriptor = open(path, O_RDONLY)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      guard let header = read(descriptor, at: 0, count: 64), header.count == 64,
        header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
        header[4] == 2, header[5] == 1
      else { return nil }
      let sectionsOffset = Int(integer(header, at: 0x28, size: 8))
      let sectionSize = Int(integer(header, at: 0x3A, size: 2))
      let sectionCount = Int(integer(header, at: 0x3C, size: 2))
      guard sectionSize >= 64, sectionCount > 0,
        let sections = read(descriptor, at: sectionsOffset, count: sectionSize * sectionCount)
      else { return nil }
      func section(_ index: Int) -> (type: UInt64, offset: Int, size: Int, link: Int) {
        let start = index * sectionSize
        return (
          integer(sections, at: start + 4, size: 4),
          Int(integer(sections, at: start + 24, size: 8)),
          Int(integer(sections, at: start + 32, size: 8)),
          Int(integer(sections, at: start + 40, size: 4))
        )
      }
      // SHT_SYMTAB: the full symbol table, local symbols included.
      guard let table = (0..<sectionCount).map(section).first(where: { $0.type == 2 }),
        table.link < sectionCount,
        let symbols = read(descriptor, at: table.offset, count: table.size)
      else { return nil }
      let strings = section(table.link)
      var found: Int?
      var offset = 0
      while offset + 24 <= symbols.count {
        let value = UInt(integer(symbols, at: offset + 8, size: 8))
        let size = UInt(integer(symbols, at: offset + 16, size: 8))
        if value == address || (value < address && address < value &+ size) {
          found = Int(integer(symbols, at: offset, size: 4))
          if value == address { break }
        }
        offset += 24
      }
      guard let found, found < strings.size,
        let bytes = read(
          descriptor, at: strings.offset + found, count: min(4096, strings.size - found))
      else { return nil }
      return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
      var value: UInt64 = 0
      for index in stride(from: size - 1, through: 0, by: -1) {
        value = value << 8 | UInt64(bytes[offset + index])
      }
      return value
    }

    // Why this is safe: `pread` writes at most `count` bytes into the array's own buffer, whose
    // capacity is `count`, and the array is trimmed to what it wrote.
    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
      guard offset >= 0, count > 0, count < 1 << 30 else { return nil }
      var bytes = [UInt8](repeating: 0, count: count)
      var done = 0
      while done < count {
        let result = bytes.withUnsafeMutableBytes { buffer in
          pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
        }
        guard result > 0 else { break }
        done += result
      }
      guard done == count else { return nil }
      return bytes
    }
  }

  /// The whole of a small file (`/proc` files report no size, so it is read until its end).
  private func readWholeFile(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      // Why this is safe: `read` writes at most the chunk's count into the chunk's own buffer.
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The runtime's demangling of a mangled Swift symbol.
  private func demangle(_ symbol: String) -> String? {
    symbol.withCString { mangled in
      guard let result = runtimeDemangle(mangled, UInt(strlen(mangled)), nil, nil, 0) else {
        return nil
      }
      defer { free(result) }
      return String(cString: result)
    }
  }

  // Why this is safe: `swift_demangle` is the runtime's exported C entry point for demangling
  // (Demangle.h, `SWIFT_RUNTIME_EXPORT`), with this C signature. Given no output buffer, it
  // returns a `malloc`ed NUL-terminated string the caller frees, or nil for a name that is not
  // mangled.
  @_silgen_name("swift_demangle")
  private func runtimeDemangle(
    _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
    _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
    _ flags: UInt32
  ) -> UnsafeMutablePointer<CChar>?
#endif
