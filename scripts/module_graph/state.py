"""Process-wide state: every declaration in the sources that outlives a test and can change, and
the Architecture article's list of them, which must name each one.

What counts, by its declaration (the rule the check applies to every file under Sources/):
- a task-local (`@TaskLocal … var name`): a value every task started under it inherits;
- a lock-guarded global or static (`let name = Lock(…)` / `Lock<…>(…)`): shared mutable state;
- a shared instance (`static let shared = …`): one object every caller reaches;
- a thread-local or queue-specific key (`static let name: pthread_key_t`, `DispatchSpecificKey`);
- a `nonisolated(unsafe) var`, global or static.
"""

from __future__ import annotations

import re
from typing import Iterable, List, Set, Tuple

_PATTERNS = [
    ("task-local", re.compile(r"@TaskLocal\b.*?\bvar\s+([A-Za-z_][A-Za-z0-9_]*)")),
    ("lock", re.compile(
        r"^\s*(?:(?:private|fileprivate|package|public|internal)\s+)?(?:static\s+)?let\s+"
        r"([A-Za-z_][A-Za-z0-9_]*)\s*(?::[^=]*)?=\s*Lock\s*[(<]")),
    ("shared instance", re.compile(r"\bstatic\s+let\s+(shared)\s*[:=]")),
    ("thread-local", re.compile(
        r"\bstatic\s+let\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(?:pthread_key_t|DispatchSpecificKey)\b")),
    ("unsafe global", re.compile(r"\bnonisolated\(unsafe\)\s+(?:static\s+)?var\s+([A-Za-z_][A-Za-z0-9_]*)")),
]


def declarations(path: str, source: str) -> List[Tuple[str, str, str]]:
    """(path, name, kind) of each piece of process-wide state declared in `source`.

    Only declarations at file scope or as statics count: a `let … = Lock(…)` inside a function or
    as an instance property is not process-wide, so such lines are told apart by indentation and
    `static` (an instance property is indented and not static).
    """
    found = []
    for line in source.splitlines():
        code = line.split("//", 1)[0]
        for kind, pattern in _PATTERNS:
            match = pattern.search(code)
            if not match:
                continue
            if kind == "lock" and code[:1].isspace() and "static" not in code:
                continue
            found.append((path, match.group(1), kind))
    return found


def listed(markdown: str) -> Set[Tuple[str, str]]:
    """(path, name) of each row of the article's state table: the table whose header starts
    `| state |` and has a `file` column; the state cell's last `.`-separated name in backticks."""
    rows: Set[Tuple[str, str]] = set()
    lines = markdown.splitlines()
    for index, line in enumerate(lines):
        cells = [cell.strip().lower() for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or cells[0] != "state" or "file" not in cells:
            continue
        column = cells.index("file")
        for row in lines[index + 2:]:
            if not row.lstrip().startswith("|"):
                break
            parts = [cell.strip() for cell in row.strip().strip("|").split("|")]
            name = re.findall(r"`([^`]+)`", parts[0])
            path = re.findall(r"`([^`]+)`", parts[column]) if column < len(parts) else []
            if name and path:
                rows.add((path[0], name[0].split(".")[-1]))
    return rows


def problems(found: Iterable[Tuple[str, str, str]], rows: Set[Tuple[str, str]]) -> List[str]:
    messages = []
    seen = set()
    for path, name, kind in sorted(found):
        seen.add((path, name))
        if (path, name) not in rows:
            messages.append(
                f"{path}: {kind} `{name}` is process-wide state the Architecture article's state "
                f"table does not list: add it, with why it must be global")
    for path, name in sorted(rows - seen):
        messages.append(
            f"the Architecture article's state table lists `{name}` in {path}, which declares no "
            f"such state")
    return messages
