import re
import textwrap
import unittest

from tsan_suites import rule
from tsan_suites.suites import scan_target

FILES = {
    "Tests/T/ClockTests.swift": textwrap.dedent("""
        import XCTest
        final class ClockTests: XCTestCase {
          func testSleep() async { Task { } }
          func testAdvance() { }
        }
        """),
    "Tests/T/PlainTests.swift": textwrap.dedent("""
        import XCTest
        // Task { } in a comment, "DispatchQueue" in a string: not concurrency
        final class PlainTests: XCTestCase {
          func testSum() { XCTAssertEqual(1 + 1, 2) }
        }
        """),
    "Tests/T/Base.swift": textwrap.dedent("""
        import XCTest
        class LockedTestCase: XCTestCase { let lock = NSLock() }
        final class SubTests: LockedTestCase {
          func testA() { }
        }
        """),
    "Tests/T/SwiftTesting.swift": textwrap.dedent("""
        import Testing
        @Suite struct ActorSuite {
          @Test(.enabled(if: ProcessInfo.processInfo.environment["X"] == nil)) func a() async { }
          @Suite struct Nested {
            @Test func b() { }
          }
        }
        actor Box { }
        @Test func freeFunction() { }
        """),
}


def suites():
    return {"T": scan_target("T", FILES)}


def entries(text):
    parsed, problems = rule.parse_list("selector\tdecision\treason\n" + textwrap.dedent(text))
    assert not problems, problems
    return parsed


class SuitesTests(unittest.TestCase):
    def test_suites_found(self):
        found = {s.name: (s.kind, s.tests) for s in suites()["T"]}
        self.assertEqual(found, {
            "ClockTests": ("xctest", ["testSleep", "testAdvance"]),
            "PlainTests": ("xctest", ["testSum"]),
            "LockedTestCase": ("xctest", []),
            "SubTests": ("xctest", ["testA"]),
            "ActorSuite": ("testing", ["a"]),
            "ActorSuite.Nested": ("testing", ["b"]),
            "freeFunction": ("function", ["freeFunction"]),
        })


class MarkerTests(unittest.TestCase):
    def test_constructs_outside_comments_and_strings(self):
        self.assertEqual(rule.markers(FILES["Tests/T/PlainTests.swift"]), [])
        self.assertEqual(rule.markers(FILES["Tests/T/ClockTests.swift"]), ["Task"])
        self.assertEqual(rule.markers("async let x = f()\nDispatchQueue.main\nwithMainSerialExecutor { }\n"
                                      "let m = Mutex(0); LockIsolated(1); withThrowingTaskGroup"),
                         ["async let", "DispatchQueue", "withMainSerialExecutor", "Mutex", "LockIsolated",
                          "withThrowingTaskGroup"])
        self.assertEqual(rule.markers("let reactor = 1; func asyncThing() {}; let Tasks = 2"), [])


class CheckTests(unittest.TestCase):
    def test_every_concurrent_suite_must_be_decided(self):
        problems = rule.check(suites(), entries("T.ClockTests\trun\n"), FILES)
        undecided = sorted(re.match(r"(\S+)", p).group(1) for p in problems)
        # ActorSuite's file declares an actor; LockedTestCase/SubTests use NSLock; PlainTests nothing
        self.assertEqual(undecided, ["T.ActorSuite", "T.ActorSuite.Nested", "T.LockedTestCase",
                                     "T.SubTests", "T.freeFunction"])
        self.assertIn("uses NSLock", problems[0] + problems[1] + problems[2])

    def test_a_complete_list(self):
        listed = entries("""\
            T.ClockTests/testSleep\trun
            T.ActorSuite\trun
            T.freeFunction\trun
            T.LockedTestCase\tskip\ta base class: its subclasses run its tests
            T.SubTests\tskip\tthe lock is never contended
            """)
        self.assertEqual(rule.check(suites(), listed, FILES), [])

    def test_a_target_entry_covers_its_suites_and_a_new_one(self):
        self.assertEqual(rule.check(suites(), entries("T\trun\n"), FILES), [])

    def test_entries_must_name_what_exists(self):
        problems = rule.check(suites(), entries("""\
            T\trun
            U\trun
            T.Gone\trun
            T.ClockTests/testGone\trun
            """), FILES)
        self.assertEqual(problems, ["line 3: U: no test target U", "line 4: T.Gone: no suite Gone in T",
                                    "line 5: T.ClockTests/testGone: no test testGone in T.ClockTests"])

    def test_run_and_skip_conflict(self):
        problems = rule.check(suites(), entries("T\trun\nT.PlainTests\tskip\tno reason needed\n"), FILES)
        self.assertEqual(problems, ["T.PlainTests: both run and skipped (lines 2, 3)"])

    def test_the_form_of_the_list(self):
        _, problems = rule.parse_list("T.A\tskip\nT\tskip\twhy\nT.B\tmaybe\n???\trun\n")
        self.assertEqual(problems, [
            "line 1: T.A: a skip needs its reason",
            "line 2: T: skip a suite, not a whole target (a new suite of the target must be decided, "
            "not skipped unseen)",
            "line 3: T.B: the decision must be `run` or `skip`, not 'maybe'",
            "line 4: '???' is not `Target`, `Target.Suite` or `Target.Suite/test`"])


class FilterTests(unittest.TestCase):
    def test_the_filter_selects_the_runs_only(self):
        f = rule.filter_regex(entries("""\
            Whole\trun
            T.ClockTests\trun
            T.ActorSuite.Nested\trun
            T.SubTests/testA\trun
            T.PlainTests\tskip\twhy
            """))
        self.assertEqual(f, r"^Whole\.|^T\.(ClockTests|ActorSuite[./]Nested)(/|$)|^T\.SubTests/testA(\(|$)")
        selected = ["Whole.X/testY", "T.ClockTests/testSleep", "T.ActorSuite/Nested/b()",
                    "T.SubTests/testA", "T.ActorSuite.Nested/testB"]
        left_out = ["T.PlainTests/testSum", "T.ClockTestsMore/testX", "T.SubTests/testAB", "T.ActorSuite/a()",
                    "XWhole.A/b"]
        for i in selected:
            self.assertTrue(re.search(f, i), i)
        for i in left_out:
            self.assertFalse(re.search(f, i), i)


if __name__ == "__main__":
    unittest.main()
