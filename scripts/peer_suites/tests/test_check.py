import textwrap
import unittest

from peer_suites.check import evaluate, parse_article, parse_migrating

ARTICLE = textwrap.dedent("""\
    # Compatibility with the peers' own tests

    ## The numbers

    - `swift-clocks: TestClockTests.testNotAListedOne` (a list outside the sections below)

    ## Tests that race in principle

    - `swift-clocks: TestClockTests.testRacy` — loses a race on a loaded machine

    ## Tests that pass

    ### swift-clocks 1.1.1

    - `swift-clocks: TestClockTests.testA`
    - `swift-clocks: TestClockTests.testB`

    ### swift-composable-architecture 0.1.5

    - `swift-composable-architecture: StoreTests.testScope`
    """).splitlines()

MIGRATING = textwrap.dedent("""\
    # Migrating

    - `swift-clocks: TestClockTests.testDiffers` — our clock suspends differently
    - `other-peer: T.testX` — a peer not run is ignored
    """).splitlines()


def run(status, migrating=None, names=("swift-clocks",)):
    status = {f"swift-clocks: TestClockTests.{k}": v for k, v in status.items()}
    return evaluate(status, set(names), ARTICLE, migrating)


class ParseTests(unittest.TestCase):
    def test_sections_and_their_subsections(self):
        listed, racy = parse_article(ARTICLE)
        self.assertEqual(listed, ["swift-clocks: TestClockTests.testA", "swift-clocks: TestClockTests.testB",
                                  "swift-composable-architecture: StoreTests.testScope"])
        self.assertEqual(racy, ["swift-clocks: TestClockTests.testRacy"])

    def test_migrating_entries_need_a_reason(self):
        deliberate, unexplained = parse_migrating(
            MIGRATING + ["- `swift-clocks: TestClockTests.testBare`", "- `swift-clocks: T.testDash` —"],
            {"swift-clocks"})
        self.assertEqual(sorted(deliberate), ["swift-clocks: T.testDash", "swift-clocks: TestClockTests.testBare",
                                              "swift-clocks: TestClockTests.testDiffers"])
        self.assertEqual(unexplained, ["swift-clocks: TestClockTests.testBare", "swift-clocks: T.testDash"])


class EvaluateTests(unittest.TestCase):
    def test_every_listed_test_passes(self):
        out = run({"testA": "passes", "testB": "passes", "testRacy": "fails", "testC": "Apple-only"})
        self.assertFalse(out.failed)
        self.assertEqual(out.lines, ["", "check: every listed test of swift-clocks passes"])

    def test_a_listed_test_that_fails_or_is_gone_fails_the_check(self):
        out = run({"testA": "fails"})
        self.assertTrue(out.failed)
        self.assertEqual(out.lines[1:], [
            "error: 2 test(s) the article lists as passing do not pass:",
            "  swift-clocks: TestClockTests.testA: fails",
            "  swift-clocks: TestClockTests.testB: no longer exists"])

    def test_peers_not_run_are_not_checked(self):
        out = run({"testA": "passes", "testB": "passes"}, names=("swift-clocks",))
        self.assertFalse(out.failed)  # the TCA line is not held to this run

    def test_new_passing_tests_are_printed_to_add_but_do_not_fail(self):
        out = run({"testA": "passes", "testB": "passes", "testNew": "passes", "testRacy": "passes"})
        self.assertFalse(out.failed)
        self.assertEqual(out.lines[1:3], ["Passing now but not listed in the article (add them):",
                                          "- `swift-clocks: TestClockTests.testNew`"])

    def test_a_failing_test_of_a_peer_with_a_migrating_list_must_be_listed_there(self):
        out = run({"testA": "passes", "testB": "passes", "testDiffers": "fails", "testC": "does not compile",
                   "testD": "Apple-only"}, MIGRATING)
        self.assertTrue(out.failed)
        self.assertEqual(out.lines[-1], "error: swift-clocks: TestClockTests.testC does not pass and "
                                        "Migrating.md does not list it as a deliberate difference")

    def test_the_deliberate_differences_rule_holds(self):
        out = run({"testA": "passes", "testB": "passes", "testDiffers": "fails"}, MIGRATING)
        self.assertFalse(out.failed)
        self.assertEqual(out.lines[-1], "check: every test of swift-clocks that does not pass is a deliberate "
                                        "difference listed in Migrating.md")

    def test_stale_and_unknown_entries(self):
        out = run({"testA": "passes", "testB": "passes", "testDiffers": "passes"}, MIGRATING)
        self.assertFalse(out.failed)
        self.assertIn("Listed in Migrating.md as differing on purpose but passing now (remove them):", out.lines)
        out = run({"testA": "passes", "testB": "passes"}, MIGRATING)
        self.assertTrue(out.failed)
        self.assertEqual(out.lines[-1], "error: Migrating.md lists swift-clocks: TestClockTests.testDiffers, "
                                        "which is not a test of the peer")
        out = run({"testA": "passes", "testB": "passes"}, ["- `swift-clocks: TestClockTests.testA`"])
        self.assertTrue(out.failed)
        self.assertIn("error: Migrating.md lists swift-clocks: TestClockTests.testA without a reason (`— why`)",
                      out.lines)

    def test_without_a_migrating_list_failures_are_allowed(self):
        out = run({"testA": "passes", "testB": "passes", "testC": "fails"}, None)
        self.assertFalse(out.failed)
        self.assertEqual(len(out.lines), 2)


if __name__ == "__main__":
    unittest.main()
