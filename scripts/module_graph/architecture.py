"""The arrows the Architecture article draws: its table of targets and what each may import.

The article (Documentation/Exhaustive.docc/Architecture.md) holds one Markdown table whose header
starts `| target |` and has a column `may import`: each row names a target in backticks and the
package targets it may import, each in backticks. That table is the drawing the check holds the
manifest and the sources to.
"""

from __future__ import annotations

import re
from typing import Dict, List, Set

_TICKED = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)`")


def _cells(line: str) -> List[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def arrows(markdown: str) -> Dict[str, Set[str]]:
    """Target → the package targets it may import, from the article's table.

    Raises ValueError when the article has no such table, or a row names no target.
    """
    lines = markdown.splitlines()
    for index, line in enumerate(lines):
        if not line.lstrip().startswith("|"):
            continue
        header = [cell.lower() for cell in _cells(line)]
        if not header or header[0] != "target" or "may import" not in header:
            continue
        column = header.index("may import")
        drawn: Dict[str, Set[str]] = {}
        for row in lines[index + 2:]:
            if not row.lstrip().startswith("|"):
                break
            cells = _cells(row)
            names = _TICKED.findall(cells[0])
            if len(names) != 1:
                raise ValueError(f"Architecture table row names no single target: {row.strip()}")
            target = names[0]
            if target in drawn:
                raise ValueError(f"Architecture table lists {target} twice")
            drawn[target] = set(_TICKED.findall(cells[column])) if column < len(cells) else set()
        return drawn
    raise ValueError("no table with a `target` column and a `may import` column")
