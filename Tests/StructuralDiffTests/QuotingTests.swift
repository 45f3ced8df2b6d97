import Foundation
import StructuralDiff
import XCTest

/// Issue 12, item 3: text reads as what it is. Scalars, characters and static strings are
/// quoted; a string holding a quote or a backslash is a raw literal with enough `#`s, so every
/// dump of a string is valid Swift that spells the same string.
final class QuotingTests: XCTestCase {
  func testScalarsCharactersAndStaticStringsAreQuoted() {
    assertDump(Unicode.Scalar("5"), #""5""#)
    assertDump(Character("5"), #""5""#)
    assertDump("5" as StaticString, #""5""#)
    assertDump(Unicode.Scalar(0x200B)!, #""\u{200B}""#)
    assertDump(Unicode.Scalar("\""), ##"#"""#"##)
    assertDump(Character("\\"), ##"#"\"#"##)
    assertDump(
      [Unicode.Scalar("a"), "5"],
      """
      [
        "a",
        "5",
      ]
      """
    )
    assertDiff(Unicode.Scalar("5"), Unicode.Scalar("6"), "\u{2212} \"5\"\n+ \"6\"")
  }

  func testAStringWithAQuoteOrABackslashIsRaw() {
    assertDump(#"Hello, "world!""#, ###"#"Hello, "world!""#"###)
    assertDump(#"C:\Users"#, ###"#"C:\Users"#"###)
    assertDump("plain", #""plain""#)
  }

  func testRawStringsTakeEnoughHashes() {
    // `"#` would close a one-`#` literal.
    assertDump(##"a"#b"##, ###"##"a"#b"##"###)
    // `\#` would start an escape in a one-`#` literal.
    assertDump(##"a\#b"##, ###"##"a\#b"##"###)
    assertDump(###"x"##y"###, ####"###"x"##y"###"####)
    // A `#` not after a quote or a backslash needs none.
    assertDump(#"#"a""#, ###"#"#"a""#"###)
  }

  func testTrailingBackslashAndQuote() {
    assertDump(#"ends\"#, ###"#"ends\"#"###)
    assertDump(#"ends""#, ###"#"ends""#"###)
    assertDump(#"""#, ###"#"""#"###)
    assertDump(#"\"#, ###"#"\"#"###)
  }

  func testEscapesInARawStringTakeItsHashes() {
    assertDump("tab\t\"q\"\u{200B}", ###"#"tab\#t"q"\#u{200B}"#"###)
    assertDump("\r\\\0", ###"#"\#r\\#0"#"###)
    assertDump("\"#\u{1}", ###"##""#\##u{1}"##"###)
    // In a two-`#` literal, `\#u{1}` is text, not an escape.
    assertDump(##""#\#u{1}"##, ###"##""#\#u{1}"##"###)
  }

  func testMultilineStringWithTripleQuotesIsRaw() {
    assertDump(
      "say:\n\"\"\"\nhi\n\"\"\"",
      ##"""
      #"""
        say:
        """
        hi
        """
        """#
      """##
    )
    // `"""#` inside takes two `#`s.
    assertDump(
      "a\n\"\"\"#\nb",
      ###"""
      ##"""
        a
        """#
        b
        """##
      """###
    )
    // A line ending in a backslash is a backslash, not a continuation, in a raw literal.
    assertDump(
      "path\\\nnext\t\u{200B}",
      ##"""
      #"""
        path\
        next	\#u{200B}
        """#
      """##
    )
    assertDump("plain\nlines", "\"\"\"\n  plain\n  lines\n  \"\"\"")
  }

  func testMultilineStringsAsDictionaryKeysAreOneLine() {
    assertDump(
      ["a\n\"b\"": 1, "c\nd": 2],
      ##"""
      [
        #"a\#n"b""#: 1,
        "c\nd": 2,
      ]
      """##
    )
  }

  func testDiffOfARawAndAPlainMultilineString() {
    assertDiff(
      "one\ntwo",
      "one\n\"two\"",
      ##"""
      − """
      + #"""
          one
      −   two
      +   "two"
      −   """
      +   """#
      """##
    )
  }

  func testHintOfLongRawStringsCountsEscapesAsOneCharacter() {
    let prefix = String(repeating: "\u{200B}", count: 30) + String(repeating: "\"", count: 60)
    assertDiff(
      prefix + "b" + String(repeating: "c", count: 30),
      prefix + "d" + String(repeating: "c", count: 30),
      ###"""
      − #"\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""bcccccccccccccccccccccccccccccc"#
      + #"\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}\#u{200B}""""""""""""""""""""""""""""""""""""""""""""""""""""""""""""dcccccccccccccccccccccccccccccc"#
        // First difference at character 91: #"…""""""""""""""""""""bccccccccccccccccccc…"# vs #"…""""""""""""""""""""dccccccccccccccccccc…"#
      """###
    )
  }

  func testCutOfALongRawStringNeverSplitsAnEscape() {
    let prefix = String(repeating: "\"", count: 999) + "\u{1}"
    let tail = String(repeating: "b", count: 10)
    let shown = String(repeating: "\"", count: 999)
    assertDiff(
      prefix + tail + "1", prefix + tail + "2",
      ###"""
      − #"\###(shown)\#u{1}"#… (11 more characters)
      + #"\###(shown)\#u{1}"#… (11 more characters)
        // First difference at character 1011: #"…"""""""""\#u{1}bbbbbbbbbb1"# vs #"…"""""""""\#u{1}bbbbbbbbbb2"#
      """###
    )
  }

  func testCutOfALongLineInARawMultilineStringNeverSplitsAnEscape() {
    let long = String(repeating: "\"", count: 999) + "\u{1}" + String(repeating: "b", count: 10)
    let shown = String(repeating: "\"", count: 999)
    assertDiff(
      "x\n" + long, "y\n" + long,
      ###"""
        #"""
      −   x
      +   y
          \###(shown)\#u{1}… (10 more characters)
          """#
      """###
    )
  }

  #if os(Linux) || os(macOS)
    /// Every tricky string's dump, and its one-line form as a dictionary key, compiled by the
    /// Swift compiler and compared with the string at run time: the output is valid Swift that
    /// spells the same string.
    func testDumpsOfStringsCompileToTheSameStrings() throws {
      let strings = [
        #"Hello, "world!""#, #"C:\Users"#, ##"a"#b"##, ##"a\#b"##, ###"x"##y"###, #"#"a""#,
        #"ends\"#, #"ends""#, #"""#, #"\"#, "tab\t\"q\"\u{200B}", "\r\\\0", "\"#\u{1}",
        "say:\n\"\"\"\nhi\n\"\"\"", "a\n\"\"\"#\nb", "path\\\nnext\t\u{200B}", "plain\nlines",
        "x\"\"\"", "\"\"\"\n", "\\\n\\", "a\n\"b\"", "\u{1}\n\"", "e\u{301}\\", "",
      ]
      var source = "var failures: [Int] = []\n"
      for (index, string) in strings.enumerated() {
        let expected = String(reflecting: string)
        let key = String(customDumping: [string: 1]).dropFirst(4).dropLast(6)
        source += """
          let value\(index) = \(String(customDumping: string))
          if value\(index) != \(expected) { failures.append(\(index)) }
          if \(key) != \(expected) { failures.append(\(index)) }

          """
      }
      source += "print(failures.isEmpty ? \"same\" : \"different: \\(failures)\")\n"
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("structuraldiff-quoting-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("main.swift")
      try source.write(to: file, atomically: true, encoding: .utf8)
      let binary = directory.appendingPathComponent("main").path
      XCTAssertEqual(try run("/usr/bin/env", ["swiftc", "-Onone", file.path, "-o", binary]), "")
      XCTAssertEqual(try run(binary, []), "same\n")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
  #endif
}
