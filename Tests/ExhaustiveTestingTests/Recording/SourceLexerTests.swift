import XCTest

@testable import ExhaustiveRecording
@testable import ExhaustiveTesting

/// The one Swift lexer, over a table of every token kind: each row is source text and the
/// tokens read from it, written `kind text`, with `>` per interpolation that holds a token and
/// `…` after a literal the text ends inside of.
final class SourceLexerTests: XCTestCase {
  private func lex(_ source: String) -> [String] {
    let text = Array(source.utf8)
    return SourceLexer.tokens(of: text).map { token in
      String(repeating: ">", count: token.nesting) + "\(token.kind) "
        + String(decoding: text[token.range], as: UTF8.self) + (token.isComplete ? "" : "…")
    }
  }

  private func check(
    _ rows: [(source: String, tokens: [String])], file: StaticString = #filePath, line: UInt = #line
  ) {
    for row in rows {
      XCTAssertEqual(lex(row.source), row.tokens, row.source, file: file, line: line)
    }
  }

  func testNamesNumbersPunctuationAndOperators() {
    check([
      ("store", ["identifier store"]),
      (
        "`default` $0 $name café",
        [
          "identifier `default`", "identifier $0", "identifier $name", "identifier café",
        ]
      ),
      (
        "1 0x1F 1_000.5e-3 0x1.8p+3",
        [
          "number 1", "number 0x1F", "number 1_000.5e-3", "number 0x1.8p+3",
        ]
      ),
      (
        "pair.0.1",
        [
          "identifier pair", "punctuation .", "number 0", "punctuation .", "number 1",
        ]
      ),
      (
        "a, b: c; @d \\.e",
        [
          "identifier a", "punctuation ,", "identifier b", "punctuation :", "identifier c",
          "punctuation ;", "punctuation @", "identifier d", "punctuation \\", "punctuation .",
          "identifier e",
        ]
      ),
      (
        "a += b -> c ... d ..< e?.f!",
        [
          "identifier a", "operator +=", "identifier b", "operator ->", "identifier c",
          "operator ...", "identifier d", "operator ..<", "identifier e", "operator ?",
          "punctuation .", "identifier f", "operator !",
        ]
      ),
      (
        "f([x]) { }",
        [
          "identifier f", "open (", "open [", "identifier x", "close ]", "close )", "open {",
          "close }",
        ]
      ),
      (
        "#line #selector(f) #expect",
        [
          "poundIdentifier #line", "poundIdentifier #selector", "open (", "identifier f",
          "close )", "poundIdentifier #expect",
        ]
      ),
    ])
  }

  func testComments() {
    check([
      ("a // b { \"\n c", ["identifier a", "lineComment // b { \"", "identifier c"]),
      ("a /* b } */ c", ["identifier a", "blockComment /* b } */", "identifier c"]),
      (
        "/* a /* nested */ still { comment */ b",
        [
          "blockComment /* a /* nested */ still { comment */", "identifier b",
        ]
      ),
      ("a /* never /* ends */", ["identifier a", "blockComment /* never /* ends */…"]),
      ("a+/* c */b", ["identifier a", "operator +", "blockComment /* c */", "identifier b"]),
    ])
  }

  func testStrings() {
    check([
      (#""{b" c"#, [#"string "{b""#, "identifier c"]),
      (#""a \" } b" c"#, [#"string "a \" } b""#, "identifier c"]),
      (#""a\\" c"#, [#"string "a\\""#, "identifier c"]),
      ("\"never ends\nc", ["string \"never ends…", "identifier c"]),
      (
        "\"\"\"\n  a \" } \"\" {\n  \"\"\" c",
        ["string \"\"\"\n  a \" } \"\" {\n  \"\"\"", "identifier c"]
      ),
    ])
  }

  func testRawStrings() {
    check([
      (##"#"a " } \"# c"##, [##"string #"a " } \"#"##, "identifier c"]),
      (###"##"a "# } "##."###, [###"string ##"a "# } "##"###, "punctuation ."]),
      (
        "#\"\"\"\n a \"\"\" }\n\"\"\"# c", ["string #\"\"\"\n a \"\"\" }\n\"\"\"#", "identifier c"]
      ),
      (##"#"raw \(not) \#(x)"#"##, [##"string #"raw \(not) \#(x)"#"##, ">identifier x"]),
    ])
  }

  func testInterpolationsAtAnyDepth() {
    check([
      (
        #""\(a["x"] + "\(b)")" c"#,
        [
          #"string "\(a["x"] + "\(b)")""#, ">identifier a", ">open [", #">string "x""#,
          ">close ]", ">operator +", #">string "\(b)""#, ">>identifier b", "identifier c",
        ]
      ),
      (
        #""\(f(")"))" }"#,
        [
          #"string "\(f(")"))""#, ">identifier f", ">open (", #">string ")""#, ">close )",
          "close }",
        ]
      ),
      (
        "\"\"\"\n\\(a { $0 })\n\"\"\"",
        [
          "string \"\"\"\n\\(a { $0 })\n\"\"\"", ">identifier a", ">open {", ">identifier $0",
          ">close }",
        ]
      ),
    ])
  }

  func testRegexLiterals() {
    check([
      (
        "let r = /a{2}\\/b/ c",
        [
          "identifier let", "identifier r", "operator =", "regex /a{2}\\/b/", "identifier c",
        ]
      ),
      ("f(/}/)", ["identifier f", "open (", "regex /}/", "close )"]),
      ("return /x/", ["identifier return", "regex /x/"]),
      ("#/a/b{/# c", ["regex #/a/b{/#", "identifier c"]),
      ("##/a/#b/## c", ["regex ##/a/#b/##", "identifier c"]),
      ("#/\n  a } # comment\n/# c", ["regex #/\n  a } # comment\n/#", "identifier c"]),
      // Division, never a regex: after a value, or with a space after the `/`.
      (
        "a / b / c",
        [
          "identifier a", "operator /", "identifier b", "operator /", "identifier c",
        ]
      ),
      ("a/b/c", ["identifier a", "operator /", "identifier b", "operator /", "identifier c"]),
      (
        "f(x)/2/y",
        [
          "identifier f", "open (", "identifier x", "close )", "operator /", "number 2",
          "operator /", "identifier y",
        ]
      ),
      ("x = / 2", ["identifier x", "operator =", "operator /", "number 2"]),
      ("x /= 2", ["identifier x", "operator /=", "number 2"]),
    ])
  }

  func testConditionalCompilationLines() {
    check([
      (
        "#if DEBUG && os(Linux)\na\n#elseif swift(>=6)\n#else\n#endif",
        [
          "directive #if DEBUG && os(Linux)", "identifier a", "directive #elseif swift(>=6)",
          "directive #else", "directive #endif",
        ]
      ),
      (
        "  #if X // why\n  #endif",
        [
          "directive #if X", "lineComment // why", "directive #endif",
        ]
      ),
      ("f(#if)", ["identifier f", "open (", "poundIdentifier #if", "close )"]),
    ])
  }

  /// Brackets are matched over the tokens: none in a string, comment or regex literal counts.
  func testBracketsAreMatchedOverCode() {
    let cases: [(source: String, open: Int, close: Int?)] = [
      (#"f("{b", /* ) */ x)"#, 1, 17),
      (##"f(#"a)"#, "\(b))")"##, 1, 17),
      ("f(/)/, b)", 1, 8),
      (#"f("\(g(x))")"#, 1, 11),
      (#"f(" never)"#, 1, nil),
    ]
    for (source, open, close) in cases {
      XCTAssertEqual(SourceText(Array(source.utf8)).matchingClose(from: open), close, source)
    }
    let block = Array("func t() {\n  a(\"}\")\n  // }\n}\n".utf8)
    XCTAssertEqual(SourceText(block).enclosingClose(from: 13), 27)
    XCTAssertEqual(SourceText(block).matchingOpen(ofCloseAt: 27), 9)
  }

  /// The names a range uses: members are not names, interpolated code is read as code, and
  /// strings and comments are not.
  func testNamesInARange() {
    let source = #"a.b + \.c + "d \(e)" /* f */ // g"# + "\nh"
    let text = SourceText(Array(source.utf8))
    XCTAssertEqual(text.names(in: 0..<source.utf8.count).map(\.name), ["a", "e", "h"])
  }
}
