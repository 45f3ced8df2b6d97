"""A second, textual look at the code the Linux build does not compile.

The index only knows the `#if` clauses active on Linux, yet the Darwin clauses (`#if
canImport(Darwin)`, `#if canImport(Combine)`, `#if os(macOS)`, …) are exactly the code Apple's
compiler checks; and the fixture packages under Tests/Fixtures/ are not part of the package's
build. There, names are matched as text against the toolchain's declarations above the floors,
keeping only names that cannot mean anything older:

- a top-level name (`Mutex`, `TaskExecutor`, `withTaskExecutorPreference`, `Observations`) when no
  toolchain declaration of that name is at or below the floors and the package declares none;
- `Type.member` spelled out (`Task.immediate`) when every such member is above the floors.

A member reached through a value (`job.runSynchronously(on:)`), an initializer spelled
`Task(executorPreference:)`, or an overloaded name is not seen here: the textual look is a net
for the obvious, not a replacement for the index.
"""

from __future__ import annotations

import re
from typing import Dict, Iterable, List, Mapping, Optional, Set, Tuple

from .versions import Availability

_IDENT = re.compile(rb"[A-Za-z_][A-Za-z0-9_]*")
_MEMBER = re.compile(rb"\b([A-Z][A-Za-z0-9_]*)\s*\.\s*([a-z_][A-Za-z0-9_]*)\b")
_DIRECTIVE = re.compile(rb"^\s*#(if|elseif|else|endif)\b")

Entry = Tuple[str, str, Availability]
"""(display name, module, what it needs above the floors)."""


def base(name: str) -> str:
    return name.split("(")[0]


def build_tables(symbols: Iterable[Tuple[str, str, Availability]], own_names: Set[str]
                 ) -> Tuple[Dict[str, Entry], Dict[Tuple[str, str], Entry]]:
    """From (name, module, needs-above-floors or {}) of every toolchain declaration: the names
    that always mean something above the floors, top-level and `Type.member`."""
    top: Dict[str, Optional[Entry]] = {}
    members: Dict[Tuple[str, str], Optional[Entry]] = {}
    for name, module, needs in symbols:
        parts = base(name).split(".") if "(" not in name.split(".")[0] else [base(name)]
        if len(parts) == 1:
            key = parts[0]
            table, k = top, key
        elif len(parts) == 2:
            table, k = members, (parts[0], base(name.split(".", 1)[1]))
        else:
            continue
        if not needs:
            table[k] = None  # an older declaration shares the name: ambiguous as text
        elif k not in table:
            table[k] = (name, module, needs)
        elif table[k] is not None:
            # Keep the lowest requirement among same-named declarations above the floors.
            old = table[k][2]
            merged = {p: min(old[p], needs[p]) for p in old if p in needs}
            table[k] = (table[k][0], module, merged) if merged else None
    return ({k: e for k, e in top.items() if e is not None and k not in own_names},
            {k: e for k, e in members.items() if e is not None})


def _code_only(line: bytes, in_block_comment: bool) -> Tuple[bytes, bool]:
    """The line with comments and string literals blanked (same length), roughly."""
    out = bytearray(line)
    i = 0
    in_string = False
    while i < len(line):
        two = line[i:i + 2]
        if in_block_comment:
            if two == b"*/":
                out[i:i + 2] = b"  "
                in_block_comment = False
                i += 2
                continue
            out[i] = 32
        elif in_string:
            if line[i:i + 1] == b"\\":
                out[i:i + 2] = b"  "[: len(line[i:i + 2])]
                i += 2
                continue
            if line[i:i + 1] == b'"':
                in_string = False
            out[i] = 32
        elif two == b"//":
            out[i:] = b" " * (len(line) - i)
            break
        elif two == b"/*":
            out[i:i + 2] = b"  "
            in_block_comment = True
            i += 2
            continue
        elif line[i:i + 1] == b'"':
            in_string = True
            out[i] = 32
        i += 1
    return bytes(out), in_block_comment


def clauses(source: bytes) -> List[Tuple[int, int]]:
    """The line ranges (first, last; 1-based, inclusive) of every `#if`/`#elseif`/`#else` clause."""
    found = []
    stack: List[int] = []
    for number, line in enumerate(source.split(b"\n"), start=1):
        m = _DIRECTIVE.match(line)
        if not m:
            continue
        kind = m.group(1)
        if kind == b"if":
            stack.append(number + 1)
        elif stack:
            found.append((stack.pop(), number - 1))
            if kind != b"endif":
                stack.append(number + 1)
    return found


def scan(source: bytes, lines: Set[int], top: Mapping[str, Entry],
         members: Mapping[Tuple[str, str], Entry]) -> List[Tuple[int, int, Entry]]:
    """Every match on the given lines: (line, column, entry)."""
    hits = []
    in_comment = False
    for number, raw in enumerate(source.split(b"\n"), start=1):
        code, in_comment = _code_only(raw, in_comment)
        if number not in lines or _DIRECTIVE.match(raw):
            continue
        taken = set()
        for m in _MEMBER.finditer(code):
            entry = members.get((m.group(1).decode(), m.group(2).decode()))
            if entry:
                hits.append((number, m.start(2) + 1, entry))
                taken.add(m.start(2))
        for m in _IDENT.finditer(code):
            if m.start() in taken:
                continue
            # `.name` is a member of something else; `@name` is an attribute or macro.
            before = code[:m.start()].rstrip()
            if before.endswith(b"."):
                continue
            entry = top.get(m.group(0).decode())
            if entry:
                hits.append((number, m.start() + 1, entry))
    return hits
