// A terminal program's tests: built where the program runs in a terminal and `Process`
// exists (macOS, Linux, Windows). On iOS, tvOS, watchOS and visionOS the test target has no
// TodosCLI to test (the manifest drops the dependency there), so the file is empty.
#if os(macOS) || os(Linux) || os(Windows)
  import XCTest

  @testable import TodosCLI

  /// The bytes of standard input, one at a time, into lines: keys that are not text never get in.
  final class LineEditorTests: XCTestCase {
    func testTextIsAppendedAndSubmittedOnEnter() {
      var editor = LineEditor()
      XCTAssertEqual(feed("add", to: &editor), [.appended("a"), .appended("d"), .appended("d")])
      XCTAssertEqual(editor.line, "add")
      XCTAssertEqual(feed("\r\n\n", to: &editor), [.submitted("add"), .submitted("")])
      XCTAssertEqual(editor.line, "")
    }

    /// A character of several UTF-8 bytes is appended once, when complete; a C1 control character
    /// (two bytes in UTF-8) is dropped like a C0 one; a tab becomes a space.
    func testMultibyteCharactersAndControlCharacters() {
      var editor = LineEditor()
      XCTAssertEqual(
        feed("é\u{1F95B}\u{9B}\u{7}\t\u{0}x", to: &editor),
        [.appended("é"), .appended("\u{1F95B}"), .appended(" "), .appended("x")])
      XCTAssertEqual(editor.line, "é\u{1F95B} x")
    }

    /// CSI sequences (with parameters), SS3 sequences and Alt+key are dropped whole.
    func testEscapeSequencesAreDroppedWhole() {
      var editor = LineEditor()
      let keys = "a\u{1B}[A\u{1B}[1;5D\u{1B}[200~b\u{1B}OPc\u{1B}xd\u{1B}\u{1B}[Be\n"
      XCTAssertEqual(
        feed(keys, to: &editor),
        [
          .appended("a"), .appended("b"), .appended("c"), .appended("d"), .appended("e"),
          .submitted("abcde"),
        ])
    }

    func testControlKeys() {
      var editor = LineEditor()
      XCTAssertEqual(feed("\u{7F}\u{15}", to: &editor), [])
      XCTAssertEqual(feed("\u{4}\u{3}\u{C}", to: &editor), [.endOfInput, .interrupt, .clearScreen])
      XCTAssertEqual(
        feed("ab\u{4}\u{8}\u{15}", to: &editor),
        [.appended("a"), .appended("b"), .changed, .changed])
      XCTAssertEqual(editor.line, "")
    }

    private func feed(_ text: String, to editor: inout LineEditor) -> [LineEditor.Edit] {
      text.utf8.compactMap { editor.feed($0) }
    }
  }
#endif
