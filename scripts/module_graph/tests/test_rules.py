"""The module-graph rules, each over the cases it covers."""

import unittest

from module_graph import architecture, check, folders, graph, imports, state
from module_graph.manifest import Target, targets

ARTICLE = """
| target | holds | may import |
|---|---|---|
| `Low` | the bottom | |
| `Mid` | the middle | `Low` |
| `Top` | the top | `Mid`, `Low` |

| state | file | why |
|---|---|---|
| `Box.cache` | `Low/Box.swift` | a cache |
"""


def manifest(**dependencies):
    return {name: Target(name, f"Sources/{name}", frozenset(deps)) for name, deps in dependencies.items()}


class ArchitectureTests(unittest.TestCase):
    def test_the_table_gives_each_target_its_arrows(self):
        self.assertEqual(architecture.arrows(ARTICLE), {"Low": set(), "Mid": {"Low"}, "Top": {"Mid", "Low"}})

    def test_an_article_without_the_table_is_an_error(self):
        with self.assertRaises(ValueError):
            architecture.arrows("| state | file |\n|---|---|\n")

    def test_a_target_listed_twice_is_an_error(self):
        with self.assertRaises(ValueError):
            architecture.arrows("| target | may import |\n|---|---|\n| `A` | |\n| `A` | |\n")


class ManifestTests(unittest.TestCase):
    def test_regular_targets_with_their_target_dependencies(self):
        dump = {"targets": [
            {"name": "A", "type": "regular", "dependencies": [{"byName": ["B", None]}]},
            {"name": "B", "type": "regular", "path": "Other/B", "dependencies": [{"target": ["C", None]}]},
            {"name": "ATests", "type": "test", "dependencies": []},
            {"name": "cli", "type": "executable", "dependencies": []},
        ]}
        found = targets(dump)
        self.assertEqual(sorted(found), ["A", "B"])
        self.assertEqual(found["A"].dependencies, frozenset({"B"}))
        self.assertEqual(found["B"].path, "Other/B")


class ArrowTests(unittest.TestCase):
    drawn = architecture.arrows(ARTICLE)

    def test_a_manifest_that_matches_the_drawing_passes(self):
        declared = manifest(Low=[], Mid=["Low"], Top=["Mid", "Low"])
        self.assertEqual(check.table_problems(self.drawn, declared), [])
        self.assertEqual(check.arrow_problems(self.drawn, declared), [])

    def test_a_new_dependency_is_a_new_arrow(self):
        declared = manifest(Low=["Top"], Mid=["Low"], Top=["Mid", "Low"])
        self.assertEqual(check.arrow_problems(self.drawn, declared), [
            "Package.swift: Low depends on Top, an arrow the Architecture table does not draw"])

    def test_a_drawn_arrow_the_manifest_lacks(self):
        declared = manifest(Low=[], Mid=[], Top=["Mid", "Low"])
        self.assertEqual(check.arrow_problems(self.drawn, declared), [
            "the Architecture table lets Mid import Low, which Package.swift does not declare"])

    def test_a_target_missing_from_either_side(self):
        declared = manifest(Low=[], Mid=["Low"], New=[])
        self.assertEqual(check.table_problems(self.drawn, declared), [
            "target New is not in the Architecture table: draw it and its arrows",
            "the Architecture table lists Top, which the manifest does not declare"])

    def test_drawn_cycles(self):
        self.assertEqual(check.cycle_problems({"A": {"B"}, "B": {"A"}, "C": set()}),
                         ["the drawn arrows form a cycle: A ↔ B"])


class ImportTests(unittest.TestCase):
    def test_every_form_of_import_is_read(self):
        source = "\n".join([
            "import Foundation",
            "@testable import Mid",
            "@_exported import Low",
            "package import Top",
            "  import struct Other.Thing",
            "#if canImport(Darwin)",
            "  @preconcurrency import Darwin",
            "#endif",
        ])
        self.assertEqual([module for _, module in imports.imported_modules(source)],
                         ["Foundation", "Mid", "Low", "Top", "Other", "Darwin"])

    def test_comments_strings_and_identifiers_are_not_imports(self):
        source = "\n".join([
            "/* a block comment",
            "import Top",
            "*/",
            'let text = """',
            "import Top",
            '"""',
            "// import Top",
            "let importance = 1",
            "func importer() {}",
        ])
        self.assertEqual(list(imports.imported_modules(source)), [])

    def test_an_undeclared_package_import_is_a_new_edge(self):
        drawn = architecture.arrows(ARTICLE)
        declared = manifest(Low=[], Mid=["Low"], Top=["Mid", "Low"])
        found = [("Low", "Sources/Low/A.swift", 3, "Mid"), ("Mid", "Sources/Mid/B.swift", 1, "Low"),
                 ("Mid", "Sources/Mid/B.swift", 2, "Foundation"), ("Top", "Sources/Top/C.swift", 1, "Top")]
        self.assertEqual(check.import_problems(drawn, declared, found), [
            "Sources/Low/A.swift:3: Low imports Mid, an arrow the Architecture table does not draw"])


class FolderTests(unittest.TestCase):
    paths = {"T": "/p/Sources/T", "U": "/p/Sources/U"}

    def test_folders_and_the_front(self):
        self.assertEqual(folders.folder_of("A/B/File.swift"), "A")
        self.assertEqual(folders.folder_of("File.swift"), folders.ROOT)

    def test_edges_join_folders_of_one_target_only(self):
        definitions = {"a": "/p/Sources/T/A/X.swift", "b": "/p/Sources/T/B/Y.swift",
                       "front": "/p/Sources/T/Front.swift", "u": "/p/Sources/U/C/Z.swift"}
        references = [
            ("/p/Sources/T/A/X.swift", 3, "b", "y"),       # A → B
            ("/p/Sources/T/B/Y.swift", 4, "front", "f"),   # B → the front: no edge
            ("/p/Sources/T/A/X.swift", 5, "u", "z"),       # another target: no edge
            ("/p/Sources/T/A/X.swift", 6, "a", "x"),       # its own folder: no edge
            ("/p/Sources/T/A/X.swift", 7, "unknown", "?"),  # not declared here: no edge
        ]
        edges = folders.folder_edges(definitions, references, self.paths)
        self.assertEqual({target: dict(found) for target, found in edges.items()},
                         {"T": {("A", "B"): ["X.swift:3 y"]}})

    def test_a_loop_of_folders_is_named_with_its_references(self):
        edges = {"T": {("A", "B"): ["X.swift:3 y"], ("B", "C"): ["Y.swift:1 z"], ("C", "A"): ["Z.swift:9 x"],
                       ("C", "D"): ["Z.swift:2 w"]}}
        self.assertEqual(check.folder_problems(edges), [
            "T: its folders A ↔ B ↔ C reference each other: A → B (X.swift:3 y, 1 in all); "
            "B → C (Y.swift:1 z, 1 in all); C → A (Z.swift:9 x, 1 in all)"])

    def test_a_graph_without_loops_passes(self):
        self.assertEqual(check.folder_problems({"T": {("A", "B"): ["x"], ("B", "C"): ["y"]}}), [])


class GraphTests(unittest.TestCase):
    def test_cycles_self_loops_and_a_long_chain(self):
        self.assertEqual(graph.cycles([("a", "b"), ("b", "a"), ("c", "c"), ("d", "e")]), [["a", "b"], ["c"]])
        chain = [(str(n), str(n + 1)) for n in range(5000)] + [("5000", "0")]
        self.assertEqual(len(graph.cycles(chain)[0]), 5001)


class StateTests(unittest.TestCase):
    def test_each_kind_of_process_wide_state_is_found(self):
        source = "\n".join([
            "enum Box {",
            "  @TaskLocal static var current: Int?",
            "  private static let cache = Lock<[Int: Int]>([:])",
            "  package static let shared = Box()",
            "  private static let key: pthread_key_t = { fatalError() }()",
            "  private static let queueKey: DispatchSpecificKey<Void> = .init()",
            "  nonisolated(unsafe) static var counter = 0",
            "  let perInstance = Lock(0)",
            "  func f() { let local = Lock(0) }",
            "}",
            "private let table = Lock([Int]())",
            "// static let shared = Box()",
        ])
        self.assertEqual(state.declarations("Low/Box.swift", source), [
            ("Low/Box.swift", "current", "task-local"),
            ("Low/Box.swift", "cache", "lock"),
            ("Low/Box.swift", "shared", "shared instance"),
            ("Low/Box.swift", "key", "thread-local"),
            ("Low/Box.swift", "queueKey", "thread-local"),
            ("Low/Box.swift", "counter", "unsafe global"),
            ("Low/Box.swift", "table", "lock"),
        ])

    def test_unlisted_and_stale_rows(self):
        rows = state.listed(ARTICLE)
        self.assertEqual(rows, {("Low/Box.swift", "cache")})
        found = [("Low/Box.swift", "cache", "lock"), ("Low/Box.swift", "shared", "shared instance")]
        self.assertEqual(state.problems(found, rows), [
            "Low/Box.swift: shared instance `shared` is process-wide state the Architecture article's "
            "state table does not list: add it, with why it must be global"])
        self.assertEqual(state.problems([], rows), [
            "the Architecture article's state table lists `cache` in Low/Box.swift, which declares no such state"])


if __name__ == "__main__":
    unittest.main()


class MirrorTests(unittest.TestCase):
    root = manifest(Low=[], Mid=["Low"], Top=["Mid", "Low"])

    def test_a_mirror_with_the_same_arrows_and_targets_of_its_own_passes(self):
        mirror = manifest(Shim=[], Low=["Shim"], Mid=["Low", "Shim"], App=["Top"])
        self.assertEqual(check.mirror_problems(self.root, mirror, "Fixture/Package.swift"), [])

    def test_a_mirror_may_leave_out_a_root_target(self):
        self.assertEqual(check.mirror_problems(self.root, manifest(Low=[]), "F"), [])

    def test_an_arrow_the_root_dropped_is_named(self):
        mirror = manifest(Low=[], Mid=["Low", "Top"], Top=["Mid", "Low"])
        self.assertEqual(
            check.mirror_problems(self.root, mirror, "F/Package.swift"),
            ["F/Package.swift: Mid depends on Top, which Package.swift does not declare"])

    def test_an_arrow_the_root_added_is_named(self):
        mirror = manifest(Low=[], Mid=[], Top=["Mid"])
        self.assertEqual(
            check.mirror_problems(self.root, mirror, "F/Package.swift"),
            ["F/Package.swift: Mid does not depend on Low, which Package.swift declares",
             "F/Package.swift: Top does not depend on Low, which Package.swift declares"])
