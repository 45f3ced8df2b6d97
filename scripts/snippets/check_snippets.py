#!/usr/bin/env python3
"""Checks that every Swift snippet of the articles is compiled, or says where it comes from.

Every fenced ```swift block in the DocC articles and the README must be either

- complete: found verbatim, indentation aside, in a compiled sample file (a `.swift` file under
  `Examples/` or `Tests/`, which the package's targets, its fixture packages and their scripts
  compile; or a recorded test's golden copy, `*.swift.golden`, which record-round-trip.sh
  compiles), or
- an excerpt: the paragraph right before it ends with a marker naming the compiled file it comes
  from, ``Excerpt from `Examples/.../File.swift`:``, and each of its paragraphs (runs of lines
  separated by a blank line or a `…` line) is found verbatim, indentation aside, in that file.

Usage: check_snippets.py [ROOT] [FILES...]. With no files, checks the articles under ROOT
(default: the repository holding this script). Prints one line per violation and exits 1 if
there is any.
"""

import re
import sys
from pathlib import Path

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"Excerpt from `([^`]+\.swift)`:?\s*$")
ELISION = re.compile(r"^\s*(…|// …)\s*$")


def blocks(text):
    """Yields (line number, language, lines, preceding text) for each fenced block."""
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match or not match.group(2):
            index += 1
            continue
        start = index
        language = match.group(2)
        body = []
        index += 1
        while index < len(lines) and not FENCE.match(lines[index]):
            body.append(lines[index])
            index += 1
        # The paragraph before the fence (blank lines skipped).
        before = start - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        paragraph = []
        while before >= 0 and lines[before].strip():
            paragraph.insert(0, lines[before].strip())
            before -= 1
        yield start + 1, language, body, " ".join(paragraph)
        index += 1


def normalized(lines):
    return [line.strip() for line in lines]


def contains(haystack, needle):
    """Whether `needle` (stripped lines) appears as consecutive lines of `haystack`."""
    if not needle:
        return True
    first = needle[0]
    for start, line in enumerate(haystack):
        if line == first and haystack[start : start + len(needle)] == needle:
            return True
    return False


def paragraphs(lines):
    """Runs of non-blank lines, split at blank lines and `…` lines."""
    runs, run = [], []
    for line in lines:
        if not line or ELISION.match(line):
            if run:
                runs.append(run)
            run = []
        else:
            run.append(line)
    if run:
        runs.append(run)
    return runs


def sample_files(root):
    files = {}
    for folder in ("Examples", "Tests"):
        paths = list((root / folder).rglob("*.swift")) + list((root / folder).rglob("*.swift.golden"))
        for path in sorted(paths):
            if ".build" in path.parts:
                continue
            files[path.relative_to(root).as_posix()] = normalized(
                path.read_text(encoding="utf-8").split("\n"))
    return files


def articles(root):
    return sorted((root / "Documentation").rglob("*.md")) + [root / "README.md"]


def check(root, paths):
    """Returns the violations, one message each."""
    samples = sample_files(root)
    problems = []
    for path in paths:
        path = path if path.is_absolute() else root / path
        name = path.relative_to(root).as_posix() if path.is_relative_to(root) else str(path)
        text = path.read_text(encoding="utf-8")
        for line, language, body, before in blocks(text):
            if language != "swift":
                continue
            snippet = normalized(body)
            marker = MARKER.search(before)
            if marker:
                source = marker.group(1)
                if source not in samples:
                    problems.append(
                        f"{name}:{line}: the excerpt names {source}, which is not a compiled "
                        "sample file")
                    continue
                for run in paragraphs(snippet):
                    if not contains(samples[source], run):
                        problems.append(
                            f"{name}:{line}: the excerpt's lines starting with '{run[0]}' are "
                            f"not in {source}")
                        break
                continue
            while snippet and not snippet[-1]:
                snippet.pop()
            while snippet and not snippet[0]:
                snippet.pop(0)
            if not any(contains(lines, snippet) for lines in samples.values()):
                problems.append(
                    f"{name}:{line}: this swift block is in no compiled sample file; add it to "
                    "one (Examples/DocumentationSamples) or mark it "
                    "'Excerpt from `<sample file>`:'")
    return problems


def main(arguments):
    root = Path(arguments[0]).resolve() if arguments else Path(__file__).resolve().parents[2]
    paths = [Path(p).resolve() for p in arguments[1:]] or articles(root)
    problems = check(root, paths)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} snippet(s) break the rule.")
        return 1
    print(f"Every swift snippet of {len(paths)} file(s) is compiled or marked as an excerpt.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
