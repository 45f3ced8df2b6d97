import StructuralDiff
import XCTest

/// Issue 16, item 12: characters that print as nothing (or reorder the text) are escaped, so
/// two strings that look the same never print the same.
final class InvisibleCharacterTests: XCTestCase {
  func testZeroWidthSpaceIsEscaped() {
    assertDump("x\u{200B}y", #""x\u{200B}y""#)
    assertDiff("x\u{200B}y", "xy", "\u{2212} \"x\\u{200B}y\"\n+ \"xy\"")
  }

  func testFormatControlAndSeparatorCharactersAreEscaped() {
    assertDump(
      "\u{FEFF}a\u{202E}b\u{2028}c\u{0085}d\u{2029}e\u{00A0}f\u{2066}g\u{2069}h\u{200E}i\u{00AD}j",
      #""\u{FEFF}a\u{202E}b\u{2028}c\u{85}d\u{2029}e\u{A0}f\u{2066}g\u{2069}h\u{200E}i\u{AD}j""#
    )
    // Joiners and variation selectors after ASCII letters join nothing visible.
    assertDump("x\u{200D}y\u{200C}z\u{FE0F}", #""x\u{200D}y\u{200C}z\u{FE0F}""#)
    // Unassigned code points, Hangul fillers and the ideographic space.
    assertDump("a\u{0378}b\u{3164}c\u{3000}d", #""a\u{378}b\u{3164}c\u{3000}d""#)
  }

  func testNormalTextStaysReadable() {
    assertDump("café naïve e\u{301}", "\"café naïve e\u{301}\"")
    assertDump("日本語の文章", "\"日本語の文章\"")
    // Emoji sequences keep their joiners and variation selectors; Persian keeps its
    // non-joiner.
    assertDump("👨‍👩‍👧 ❤️ 🇫🇷 1️⃣", "\"👨‍👩‍👧 ❤️ 🇫🇷 1️⃣\"")
    assertDump("می\u{200C}خواهم", "\"می\u{200C}خواهم\"")
  }

  func testMultilineStringsAndCharactersEscapeToo() {
    assertDump(
      "first\u{200B}\nsecond\u{2028}line",
      """
      \"\"\"
        first\\u{200B}
        second\\u{2028}line
        \"\"\"
      """
    )
    assertDump(Character("\u{200B}"), #""\u{200B}""#)
    assertDump(["\u{202E}key": 1], "[\n  \"\\u{202E}key\": 1,\n]")
  }
}
