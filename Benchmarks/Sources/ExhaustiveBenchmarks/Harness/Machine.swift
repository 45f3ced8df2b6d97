import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The header line: when, on what, built with what.
func machineDescription() -> String {
  let formatter = ISO8601DateFormatter()
  formatter.formatOptions = [
    .withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime,
  ]
  formatter.timeZone = TimeZone(identifier: "UTC")
  var parts = [
    formatter.string(from: Date()) + " UTC",
    machineArchitecture(),
    "\(ProcessInfo.processInfo.activeProcessorCount) cores",
    "Swift \(compilerVersion)",
  ]
  if let cpu = cpuModel() { parts.append(cpu) }
  #if DEBUG
    parts.append("DEBUG BUILD (numbers are meaningless: use -c release)")
  #else
    parts.append("release build")
  #endif
  return parts.joined(separator: " · ")
}

/// `uname -m`.
private func machineArchitecture() -> String {
  var name = utsname()
  guard uname(&name) == 0 else { return "unknown machine" }
  return withUnsafeBytes(of: &name.machine) { bytes in
    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
  }
}

private func cpuModel() -> String? {
  guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
    return nil
  }
  let line = info.split(separator: "\n").first { $0.hasPrefix("model name") }
  return line?.split(separator: ":", maxSplits: 1).last.map {
    $0.trimmingCharacters(in: .whitespaces)
  }
}

/// The compiler that built this binary, to the patch level it can be told apart.
private let compilerVersion: String = {
  #if compiler(>=6.5)
    return "6.5 or later"
  #elseif compiler(>=6.4)
    return "6.4"
  #elseif compiler(>=6.3.2)
    return "6.3.2"
  #elseif compiler(>=6.3.1)
    return "6.3.1"
  #elseif compiler(>=6.3)
    return "6.3"
  #elseif compiler(>=6.2)
    return "6.2"
  #elseif compiler(>=6.1)
    return "6.1"
  #else
    return "6.0"
  #endif
}()
