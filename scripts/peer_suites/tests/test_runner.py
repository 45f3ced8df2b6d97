import re
import unittest

from peer_suites.report import ident, table
from peer_suites.runner import base, read_testing, read_xctest, testing_filter


def test(name, type_="T", kind="xctest"):
    return dict(name=name, type=type_, kind=kind, status=None, detail="", file="F.swift", start=0, conds=[])


class XCTestOutputTests(unittest.TestCase):
    def test_statuses_and_failure_messages(self):
        a, b, c = test("testA"), test("testB"), test("testC", "Outer.T")
        out = ("Test Case 'T.testA' started at 2026-01-01\n"
               "Test Case 'T.testA' passed (0.1 seconds)\n"
               "Test Case 'Module.T.testB' started\n"
               "/x/F.swift:3: error: Module.T.testB : XCTAssertEqual failed: (\"1\") is not equal to (\"2\")\n"
               "Test Case 'Module.T.testB' failed (0.1 seconds)\n"
               "Test Case 'T.testC' started\n")
        running = read_xctest(out, [a, b, c])
        self.assertEqual((a["status"], b["status"]), ("passes", "fails"))
        self.assertEqual(b["detail"], 'XCTAssertEqual failed: ("1") is not equal to ("2")')
        self.assertIs(running, c)  # it was running when the process stopped


class SwiftTestingOutputTests(unittest.TestCase):
    def test_raw_identifiers_and_display_names(self):
        self.assertEqual(base('"Task.never() throws"'), "Task.never() throws")
        self.assertEqual(base("`plain`()"), "plain")
        self.assertEqual(base("sleep(for:)"), "sleep")

    def test_reading_a_run(self):
        t = test("Task.never() throws", "TaskNeverTests", "testing")
        out = ('◇ Test "Task.never() throws" started.\n'
               '✘ Test "Task.never() throws" recorded an issue at F.swift:3:5: Expectation failed\n'
               '✘ Test "Task.never() throws" failed after 0.1 seconds with 1 issue.\n')
        self.assertTrue(read_testing(out, t))
        self.assertEqual(t["status"], "fails")
        self.assertEqual(t["detail"], "at F.swift:3:5: Expectation failed")
        self.assertFalse(read_testing("", test("other", kind="testing")))

    def test_the_filter_of_one_test(self):
        f = testing_filter("ConcurrencyExtrasTests", test("Task.never() throws", "TaskNeverTests", "testing"))
        for id_ in ["ConcurrencyExtrasTests.TaskNeverTests/`Task.never() throws`()",
                    "ConcurrencyExtrasTests.TaskNeverTests/Task.never() throws"]:
            self.assertTrue(re.search(f, id_), id_)
        free = testing_filter("ClocksTests", test("sleep", "", "testing"))
        self.assertTrue(re.search(free, "ClocksTests.sleep()"))
        self.assertFalse(re.search(free, "ClocksTests.sleepLonger()"))


class ReportTests(unittest.TestCase):
    def test_table_and_identity(self):
        p = dict(name="swift-clocks", tag="1.1.1", target="ClocksTests", mode="6", manifest="Package.swift",
                 tests=[dict(test("testA"), status="passes"), dict(test("testB"), status="fails", detail="boom")])
        self.assertEqual(ident(p, p["tests"][0]), "swift-clocks: T.testA")
        self.assertEqual(ident(p, dict(test("free"), type="")), "swift-clocks: free")
        self.assertEqual(table(p)[4:], ["| 1 | 1 | 0 | 0 | 0 | 2 |", "  passes           T.testA",
                                        "  fails            T.testB — boom"])


if __name__ == "__main__":
    unittest.main()
