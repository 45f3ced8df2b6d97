"""Tests of check_snippets.py on small repositories written into a temporary folder."""

import sys
import tempfile
import unittest
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import check_snippets  # noqa: E402

SAMPLE = """import ExhaustiveTesting

func sample() {
  let store = TestStore(
    initialState: AppState(),
    reducer: appReducer,
    environment: AppEnvironment(mainQueue: .immediate, uuid: UUID.incrementing)
  )
  store.record = .failures
}
"""


class CheckSnippetsTests(unittest.TestCase):
    def check(self, article, sample=SAMPLE):
        with tempfile.TemporaryDirectory() as folder:
            root = Path(folder)
            (root / "Examples").mkdir()
            (root / "Examples" / "Sample.swift").write_text(sample)
            (root / "Documentation").mkdir()
            (root / "Documentation" / "Article.md").write_text(article)
            (root / "README.md").write_text("# Read me\n")
            return check_snippets.check(root, check_snippets.articles(root))

    def test_a_block_found_verbatim_whatever_its_indentation_passes(self):
        article = (
            "Intro:\n\n```swift\nlet store = TestStore(\n  initialState: AppState(),\n"
            "  reducer: appReducer,\n"
            "  environment: AppEnvironment(mainQueue: .immediate, uuid: UUID.incrementing)\n"
            ")\nstore.record = .failures\n```\n")
        self.assertEqual(self.check(article), [])

    def test_a_name_the_samples_never_compile_is_a_violation(self):
        # The finding of issue 34: `environment: .test`, which no sample compiles.
        article = (
            "Intro:\n\n```swift\n"
            "let store = TestStore(initialState: AppState(), reducer: appReducer, environment: .test)\n"
            "store.record = .failures\n```\n")
        problems = self.check(article)
        self.assertEqual(len(problems), 1)
        self.assertIn("Documentation/Article.md:3: this swift block is in no compiled sample", problems[0])

    def test_an_excerpt_passes_when_each_paragraph_is_in_its_file(self):
        article = (
            "Excerpt from `Examples/Sample.swift`:\n\n```swift\nimport ExhaustiveTesting\n\n…\n"
            "store.record = .failures\n```\n")
        self.assertEqual(self.check(article), [])

    def test_an_excerpt_whose_lines_are_not_in_its_file_is_a_violation(self):
        article = (
            "Excerpt from `Examples/Sample.swift`:\n\n```swift\nstore.record = .all\n```\n")
        problems = self.check(article)
        self.assertEqual(len(problems), 1)
        self.assertIn("'store.record = .all' are not in Examples/Sample.swift", problems[0])

    def test_an_excerpt_of_a_file_that_is_not_a_sample_is_a_violation(self):
        article = "Excerpt from `Examples/Missing.swift`:\n\n```swift\nlet x = 1\n```\n"
        problems = self.check(article)
        self.assertEqual(len(problems), 1)
        self.assertIn("not a compiled sample file", problems[0])

    def test_blocks_of_other_languages_are_not_checked(self):
        article = "Output:\n\n```\nState change does not match expectation: …\n```\n"
        self.assertEqual(self.check(article), [])

    def test_the_marker_must_be_the_paragraph_right_before_the_block(self):
        article = (
            "Excerpt from `Examples/Sample.swift`:\n\nAnother paragraph.\n\n"
            "```swift\nstore.record = .failures\n```\n")
        # Found verbatim anyway: passes as a complete block.
        self.assertEqual(self.check(article), [])
        article = article.replace(".failures", ".never")
        self.assertEqual(len(self.check(article)), 1)


if __name__ == "__main__":
    unittest.main()
