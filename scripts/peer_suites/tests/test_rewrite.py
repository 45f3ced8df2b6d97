import os
import re
import textwrap
import unittest

from peer_suites import tables
from peer_suites.rewrite import ours, product_list, rewrite_imports

T = tables.load()
PEERS = {p["name"]: p for p in T.peers}
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
ALL = {"ExhaustiveCore", "ExhaustiveTesting", "ExhaustivePublishers", "ExhaustiveConcurrency",
       "ExhaustiveDependencies", "StructuralDiff"}


def rewrite(text, peer, products=ALL):
    return rewrite_imports(textwrap.dedent(text), peer, products, T.fallback)


class RewriteMapTests(unittest.TestCase):
    def test_one_import_becomes_our_modules_in_order(self):
        self.assertEqual(rewrite("import Foundation\nimport CombineSchedulers\nimport XCTest\n",
                                 PEERS["combine-schedulers"]),
                         "import Foundation\nimport ExhaustiveTesting\nimport ExhaustivePublishers\n"
                         "import ExhaustiveConcurrency\nimport XCTest\n")

    def test_testable_and_indentation(self):
        self.assertEqual(rewrite("#if canImport(X)\n  @testable import IdentifiedCollections\n#endif\n",
                                 PEERS["swift-identified-collections"]),
                         "#if canImport(X)\n  import ExhaustiveCore\n#endif\n")

    def test_an_empty_list_drops_the_import(self):
        self.assertEqual(rewrite("import IssueReportingTestSupport\n", PEERS["swift-custom-dump"]),
                         "// import IssueReportingTestSupport (no counterpart needed)\n")

    def test_a_missing_product_falls_back(self):
        products = ALL - {"ExhaustiveConcurrency"}
        self.assertEqual(ours("ExhaustiveConcurrency", products, T.fallback), "ExhaustiveTesting")
        # ConcurrencyExtras -> [ExhaustiveConcurrency, ExhaustiveTesting]: the fallback is not doubled
        self.assertEqual(rewrite("import ConcurrencyExtras\n", PEERS["swift-concurrency-extras"], products),
                         "import ExhaustiveTesting\n")

    def test_conditions_are_rewritten_after_the_imports(self):
        text = "#if compiler(>=6.4)\n  import ConcurrencyExtras\n#endif\n"
        self.assertEqual(rewrite(text, PEERS["swift-concurrency-extras"]),
                         "#if compiler(>=6.2)\n  import ExhaustiveConcurrency\n  import ExhaustiveTesting\n#endif\n")
        self.assertEqual(rewrite("#if canImport(OpenCombineShim)\n", PEERS["combine-schedulers"]),
                         "#if canImport(ExhaustivePublishers)\n")

    def test_other_lines_are_left_alone(self):
        text = "import Foundation\nlet s = \"import Clocks\"\n// import Clocks\nimport ClocksExtra\n"
        self.assertEqual(rewrite(text, PEERS["swift-clocks"]), text)

    def test_tca_examples(self):
        example = tables.tca_example(T, *T.tca_examples[0])
        self.assertEqual(example["target"], "TCA015SwiftUICaseStudiesTests")
        self.assertEqual(rewrite("@testable import SwiftUICaseStudies\nimport SwiftUI\n", example),
                         "@testable import TCA015SwiftUICaseStudies\n"
                         "import Foundation  // for SwiftUI, which re-exports it\n")
        app = dict(imports=example["app_imports"], conditions={})
        self.assertEqual(rewrite("import ComposableArchitecture\nimport SwiftUICaseStudies\n", app),
                         "import ExhaustiveCore\n// import SwiftUICaseStudies (no counterpart needed)\n")
        tictactoe = [tables.tca_example(T, *e) for e in T.tca_examples if e[0] == "TicTacToe"]
        self.assertEqual(len({e["target"] for e in tictactoe}), 7)
        self.assertEqual({e["app"] for e in tictactoe}, {"TCA015TicTacToe"})

    def test_products_a_target_depends_on(self):
        self.assertEqual(product_list(PEERS["swift-custom-dump"], ALL, T.fallback),
                         ["ExhaustiveTesting", "StructuralDiff"])
        example = tables.tca_example(T, *T.tca_examples[0])
        self.assertEqual(product_list(example, ALL, T.fallback), ["ExhaustiveTesting", "ExhaustivePublishers"])


class DataTests(unittest.TestCase):
    def test_every_module_of_ours_in_the_map_is_a_product_or_falls_back_to_one(self):
        with open(os.path.join(REPO, "Package.swift")) as f:
            products = set(re.findall(r'\.library\(\s*name:\s*"(\w+)"', f.read()))
        for p in T.peers:
            for module, mods in p["imports"].items():
                for m in mods:
                    self.assertIn(ours(m, products, T.fallback), products, f"{p['name']}: {module} -> {m}")

    def test_every_peer_has_an_import_map_and_a_tag(self):
        for p in T.peers:
            self.assertTrue(p["imports"], p["name"])
            self.assertRegex(p["tag"], r"^\d+\.\d+\.\d+$")

    def test_the_peers_run_by_default_are_the_ones_benchmarks_pins(self):
        with open(os.path.join(REPO, "Benchmarks", "Package.swift")) as f:
            manifest = f.read()
        for p in T.peers:
            if not p.get("optional"):
                self.assertRegex(manifest, rf'{re.escape(p["name"])}".*exact:\s*"{re.escape(p["tag"])}"',
                                 p["name"])

    def test_options(self):
        tca = next(p for p in T.peers if p["name"] == "swift-composable-architecture")
        self.assertEqual((tca.get("optional"), tca.get("mode_override"), tca.get("blank_helpers")), (True, "5", True))
        with self.assertRaises(ValueError):
            tables.parse_options("optional,bogus")

    def test_ui_types(self):
        for name in ["View", "UIViewController", "UIViewRepresentable", "MKMapView", "AVAudioPlayer"]:
            self.assertTrue(T.ui_type.fullmatch(name), name)
        for name in ["Reducer", "ViewState", "Equatable", "Mk", "MK"]:
            self.assertFalse(T.ui_type.fullmatch(name), name)

    def test_the_stand_ins_are_swift(self):
        self.assertTrue(T.apple_stand_ins.startswith("// Generated by scripts/peer-suites.sh"))
        self.assertIn("enum EditMode", T.apple_stand_ins)


if __name__ == "__main__":
    unittest.main()
