#!/usr/bin/env python3
"""Removes, from extracted peer tests, each test method that holds a compile error.

Usage: remove-failing-tests.py BUILD_LOG TEST_FOLDER

Reads `file:line:col: error:` lines from the log. The test method around each error (from its
attributes to its closing brace) is deleted; an error in a top-level declaration (a mock type)
deletes that declaration, and the tests that used it fail in the next round. Prints the removed
names (`File.testName`, or `File:Declaration`), one per line; exits 1 when an error could not be
placed, so the caller stops instead of looping.
"""
import os
import re
import sys

log, folder = sys.argv[1], os.path.realpath(sys.argv[2])
errors = {}
for match in re.finditer(r"^(/[^:\n]+\.swift):(\d+):\d+: error:", open(log).read(), re.M):
    path = os.path.realpath(match.group(1))
    if path.startswith(folder):
        errors.setdefault(path, set()).add(int(match.group(2)))
if not errors:
    sys.exit(1)

test_start = re.compile(r"^\s*(@\w+[^\n]*\n\s*)*(\s*(@[\w()]+\s+)*)(func\s+(test\w*)|func\s+(\w+)\s*\()")


def block_end(lines, start):
    """The line index of the brace that closes the block opened at or after `start`."""
    depth = 0
    opened = False
    for index in range(start, len(lines)):
        code = re.sub(r'"(\\.|[^"\\])*"', '""', lines[index].split("//")[0])
        for char in code:
            if char == "{":
                depth += 1
                opened = True
            elif char == "}":
                depth -= 1
                if opened and depth == 0:
                    return index
    return len(lines) - 1


removed = []
for path, lines_with_errors in errors.items():
    lines = open(path).read().split("\n")
    spans = []
    for error in sorted(lines_with_errors):
        index = error - 1
        span = None
        # The nearest enclosing test method: a `func test…` or an `@Test func`.
        for start in range(index, -1, -1):
            line = lines[start]
            name = re.match(r"^\s*(?:@MainActor\s+)?(?:func\s+(test\w*)|@Test[^\n]*?func\s+(\w+))", line)
            if not name and re.match(r"^\s*@Test", line) and start + 1 < len(lines):
                name = re.match(r"^\s*(?:@\w+\s+)*func\s+(\w+)()", lines[start + 1])
            if name:
                end = block_end(lines, start)
                if end >= index:
                    first = start
                    while first > 0 and re.match(r"^\s*@", lines[first - 1]):
                        first -= 1
                    span = (first, end, os.path.basename(path)[:-6] + "." + (name.group(1) or name.group(2)))
                break
            if re.match(r"^(final |private |fileprivate |public )*(class|struct|enum|extension) ", line):
                break
        if span is None:
            # A top-level declaration (a mock type): its whole block.
            for start in range(index, -1, -1):
                line = lines[start]
                decl = re.match(r"^(?:@\w+\s+)*(?:final |private |fileprivate |public |indirect )*(class|struct|enum|extension|protocol|func)\s+(\w+)", line)
                if decl:
                    end = block_end(lines, start)
                    if end >= index:
                        span = (start, end, os.path.basename(path)[:-6] + ":" + decl.group(2))
                    break
        if span is None:
            sys.exit(1)
        if span not in spans:
            spans.append(span)
    # A span inside another goes with it.
    spans = [s for s in spans if not any(o != s and o[0] <= s[0] and s[1] <= o[1] for o in spans)]
    for first, end, name in sorted(spans, reverse=True):
        del lines[first:end + 1]
        removed.append(name)
    open(path, "w").write("\n".join(lines))
print("\n".join(removed))
