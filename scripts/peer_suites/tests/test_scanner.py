import textwrap
import unittest

from peer_suites.scanner import blank, classify_unrun, enclosing_function, line_of, linux_value, scan

LINUX = frozenset({"Foundation", "XCTest", "Testing", "Dispatch"})


def names(text):
    return [(t["type"], t["name"], t["kind"]) for t in scan(textwrap.dedent(text))]


class ScanTests(unittest.TestCase):
    def test_xctest_methods_and_their_class(self):
        self.assertEqual(names("""
            final class ClockTests: XCTestCase {
              func testSleep() async { }
              func testAdvance() throws { }
              func helper() { }
              private func makeClock() -> Int { 1 }
            }
            """), [("ClockTests", "testSleep", "xctest"), ("ClockTests", "testAdvance", "xctest")])

    def test_swift_testing_functions_free_and_in_suites(self):
        self.assertEqual(names("""
            @Test func free() { }
            @Suite struct Outer {
              @Test("a display name") func named() async throws { }
              struct Inner {
                @Test(.timeLimit(.minutes(1)))
                func nested() { }
              }
              func testLooksLikeXCTestButIsNot() { }
            }
            """), [("", "free", "testing"), ("Outer", "named", "testing"), ("Outer.Inner", "nested", "testing"),
                   ("Outer", "testLooksLikeXCTestButIsNot", "xctest")])

    def test_a_test_starts_at_its_test_or_func_line_and_ends_at_its_brace(self):
        text = "struct S {\n  @MainActor\n  @Test func t() {\n    let x = { 1 }()\n  }\n}\n"
        [t] = scan(text)
        self.assertEqual(text[t["start"]:t["end"]], "  @Test func t() {\n    let x = { 1 }()\n  }")
        text = "class T: XCTestCase {\n  @MainActor\n  func testA() async {\n  }\n}\n"
        [t] = scan(text)
        self.assertEqual(text[t["start"]:t["end"]], "  func testA() async {\n  }")

    def test_functions_inside_a_test_are_not_tests(self):
        self.assertEqual(names("""
            class T: XCTestCase {
              func testOuter() {
                func testInner() { }
              }
            }
            """), [("T", "testOuter", "xctest")])

    def test_extensions_and_actors_name_the_type(self):
        self.assertEqual(names("""
            extension Module.FeatureTests {
              func testInExtension() { }
            }
            actor Counter { func testNotAClass() { } }
            """), [("Module.FeatureTests", "testInExtension", "xctest"), ("Counter", "testNotAClass", "xctest")])

    def test_comments_and_strings_hide_braces_and_functions(self):
        self.assertEqual(names('''
            class T: XCTestCase {
              // func testInALineComment() {
              /* func testInABlockComment() { } */
              func testStrings() {
                let a = "{ func testInAString() {"
                let b = #"a raw \\" string { "#
                let c = """
                  func testInAMultilineString() {
                  """
              }
              func testAfter() { }
            }
            '''), [("T", "testStrings", "xctest"), ("T", "testAfter", "xctest")])

    def test_raw_identifiers_lose_their_backticks(self):
        self.assertEqual(names("""
            struct TaskNeverTests {
              @Test func `Task.never() throws`() async { }
              @Test func `plain`() { }
            }
            """), [("TaskNeverTests", "Task.never() throws", "testing"), ("TaskNeverTests", "plain", "testing")])

    def test_if_conditions_are_counted_apart_per_branch(self):
        tests = scan(textwrap.dedent("""
            #if canImport(Combine)
              class A: XCTestCase {
                func testCombine() { }
                #if os(macOS) // a comment after the condition
                  func testMac() { }
                #endif
              }
            #elseif os(Linux)
              class B: XCTestCase { func testLinux() { } }
            #else
              class C: XCTestCase { func testOther() { } }
            #endif
            class D: XCTestCase { func testAlways() { } }
            """))
        self.assertEqual({t["name"]: t["conds"] for t in tests}, {
            "testCombine": ["canImport(Combine)"],
            "testMac": ["canImport(Combine)", "os(macOS)"],
            "testLinux": ["!(canImport(Combine))", "os(Linux)"],
            "testOther": ["!(!(canImport(Combine)) || os(Linux))"],
            "testAlways": [],
        })

    def test_an_unclosed_test_is_not_reported(self):
        self.assertEqual(names("class T: XCTestCase {\n  func testOpen() {\n"), [])


class HelperTests(unittest.TestCase):
    TEXT = textwrap.dedent("""
        final class T: XCTestCase {
          override func setUp() {
            super.setUp()
            internalThing()
          }
          func testA() { }
        }
        private func freeHelper() -> Int {
          if true { return 1 }
          return 2
        }
        """)

    def test_the_function_around_a_line(self):
        self.assertEqual(enclosing_function(self.TEXT, 5)[2], "setUp")
        self.assertEqual(enclosing_function(self.TEXT, 11)[2], "freeHelper")
        self.assertIsNone(enclosing_function(self.TEXT, 2))

    def test_blank_keeps_lengths_and_lines(self):
        start, end, _ = enclosing_function(self.TEXT, 5)
        out = blank(self.TEXT, start, end)
        self.assertEqual(len(out), len(self.TEXT))
        self.assertEqual(out.count("\n"), self.TEXT.count("\n"))
        self.assertNotIn("setUp", out)
        self.assertEqual(line_of(out, out.index("testA")), 7)


class LinuxValueTests(unittest.TestCase):
    def value(self, cond):
        return linux_value(cond, {"ExhaustiveCore"}, (6, 3), LINUX)

    def test_atoms(self):
        self.assertTrue(self.value("os(Linux)"))
        self.assertFalse(self.value("os(macOS)"))
        self.assertTrue(self.value("canImport(Foundation)"))
        self.assertTrue(self.value("canImport(ExhaustiveCore)"))
        self.assertFalse(self.value("canImport(Combine)"))
        self.assertTrue(self.value("compiler(>=6.2)"))
        self.assertFalse(self.value("compiler(>=6.4)"))
        self.assertTrue(self.value("swift(<7)"))
        self.assertTrue(self.value("DEBUG"))

    def test_combinations_and_negation(self):
        self.assertTrue(self.value("!(os(macOS) || os(iOS))"))
        self.assertFalse(self.value("canImport(Darwin) && os(Linux)"))
        self.assertTrue(self.value("!canImport(Combine)"))

    def test_what_it_does_not_understand(self):
        self.assertIsNone(self.value("targetEnvironment(simulator)"))
        self.assertIsNone(self.value("SOME_FLAG"))

    def test_classification_of_a_test_that_did_not_run(self):
        classify = lambda conds: classify_unrun(conds, {"ExhaustiveCore"}, (6, 3), LINUX)  # noqa: E731
        self.assertEqual(classify([]), ("fails", "compiled but did not run"))
        self.assertEqual(classify(["canImport(Combine)"]), ("Apple-only", "#if canImport(Combine)"))
        self.assertEqual(classify(["os(Linux)", "compiler(>=6.4)"]), ("newer Swift", "#if compiler(>=6.4)"))
        self.assertEqual(classify(["compiler(>=6.4)", "os(iOS) || os(macOS)"]),
                         ("Apple-only", "#if compiler(>=6.4) && (os(iOS) || os(macOS))"))


if __name__ == "__main__":
    unittest.main()
