"""The modules each Swift file imports, read from its import declarations.

An import is a declaration at the start of a line (possibly indented inside `#if`), with any
attributes (`@testable`, `@_exported`, `@preconcurrency`) and access level before it and an
optional kind (`import struct Foundation.Date`). Lines inside block comments and multi-line
string literals are skipped, so prose that starts with "import" is not read as one.
"""

from __future__ import annotations

import re
from typing import Iterator, Tuple

_IMPORT = re.compile(
    r"^\s*(?:@[A-Za-z_]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate)\s+)?"
    r"import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def imported_modules(source: str) -> Iterator[Tuple[int, str]]:
    """(line number, module) for each import in `source`."""
    in_block_comment = 0
    in_string = False
    for number, line in enumerate(source.splitlines(), start=1):
        stripped = line.strip()
        if in_string:
            if '"""' in stripped:
                in_string = False
            continue
        if in_block_comment:
            in_block_comment += stripped.count("/*") - stripped.count("*/")
            continue
        if stripped.startswith("/*"):
            in_block_comment = stripped.count("/*") - stripped.count("*/")
            continue
        if stripped.count('"""') % 2 == 1:
            in_string = True
            continue
        match = _IMPORT.match(line)
        if match:
            yield number, match.group(1)
