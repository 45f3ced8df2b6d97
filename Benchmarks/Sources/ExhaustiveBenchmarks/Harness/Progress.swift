import Foundation

/// Says what is running on stderr, so a slow peer case does not look like a hang and the
/// tables on stdout stay clean.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("  … \(message)\n".utf8))
}

/// Writes a line to stdout at once: tables appear as each area finishes, in order with the
/// progress lines, even when stdout is a pipe.
func emit(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
