"""The availability each position of a Swift file guarantees, read from the compiler's parse.

`swift-frontend -dump-parse` prints the parsed (not type-checked) syntax tree with source
ranges; it needs no modules, so a file is read in a few milliseconds of compiler time. The
tree gives the scopes that raise availability:

- a declaration with `@available` attributes (type, extension, function, property, …) covers its
  whole range, attributes included;
- `if #available(…)` covers its then-branch; `if #unavailable(…)` its else-branch;
- `guard #available(…) else {…}` covers the rest of the enclosing block; `guard #unavailable`
  its else-block;
- `@available(*, unavailable)` (or `@available(macOS, unavailable)` for one platform) covers
  everything: that code never runs there.

The parse dump prints `#unavailable` as `#available`, so the spelling is read from the source
text between the statement's start and its first block.
"""

from __future__ import annotations

import bisect
import dataclasses
import re
import os
import subprocess
import tempfile
from typing import Dict, List, Optional, Sequence, Tuple

from .versions import PLATFORMS, Availability, Version, complete, raise_to

Position = Tuple[int, int]
"""(line, column), 1-based; columns count UTF-8 bytes, as the compiler and the index do."""

_LINE = re.compile(r"^(\s*)\(([^\s()]+)(.*)$")
_RANGE = re.compile(r"range=\[(.*?):(\d+):(\d+) - line:(\d+):(\d+)\]")
_ATTR_DOMAIN = re.compile(r"domainIdentifier=(\S+)")
_ATTR_INTRODUCED = re.compile(r"\bintroduced=([\d.]+)")
_SPEC = re.compile(r"domain=([^\s()]+)(?: version=([\d.]+))?\)*$")
_CHECK_SPELLING = re.compile(r"#(un)?available\s*\(")
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


@dataclasses.dataclass
class Node:
    """One line of the dump: a node's kind, its text and its children."""

    kind: str
    text: str
    indent: int
    children: List["Node"] = dataclasses.field(default_factory=list)
    parent: Optional["Node"] = None

    @property
    def range(self) -> Optional[Tuple[Position, Position]]:
        m = _RANGE.search(self.text)
        if not m:
            return None
        return (int(m.group(2)), int(m.group(3))), (int(m.group(4)), int(m.group(5)))


@dataclasses.dataclass
class Scope:
    """A source range and the availability it guarantees; `origin` says why (for messages)."""

    start: Position
    end: Position
    availability: Availability
    origin: str

    def contains(self, pos: Position) -> bool:
        return self.start <= pos <= self.end


def parse_dump(dump: str) -> List[Node]:
    """Builds the tree from the dump's indentation (one node per line, two spaces a level)."""
    roots: List[Node] = []
    stack: List[Node] = []
    lines: List[str] = []
    for raw in dump.splitlines():
        # A node's text never starts a line without "(": anything else continues the previous line.
        if _LINE.match(raw) or not lines:
            lines.append(raw)
        else:
            lines[-1] += raw
    for raw in lines:
        m = _LINE.match(raw)
        if not m:
            continue
        indent = len(m.group(1))
        kind = m.group(2)
        # `original_init=closure_expr`, `conditions=array`: the label names the role, not the kind.
        if "=" in kind and not kind.startswith("#"):
            kind = kind.split("=", 1)[1]
        node = Node(kind=kind, text=m.group(0).strip(), indent=indent)
        while stack and stack[-1].indent >= indent:
            stack.pop()
        if stack:
            node.parent = stack[-1]
            stack[-1].children.append(node)
        else:
            roots.append(node)
        stack.append(node)
    return roots


def _attr_availability(attrs: Sequence[Node]) -> Optional[Availability]:
    """The availability a declaration's `@available` attributes guarantee inside it."""
    explicit: Dict[str, Version] = {}
    for attr in attrs:
        m = _ATTR_DOMAIN.search(attr.text)
        if not m:
            continue
        domain = m.group(1)
        # A message may say "unavailable" too: only the bare flag counts.
        flags = _QUOTED.sub('""', attr.text)
        if re.search(r"(?<![\w=])unavailable(?![\w=])", flags):
            if domain == "*":
                return {p: Version.NEVER for p in PLATFORMS}
            explicit[domain] = Version.NEVER
            continue
        introduced = _ATTR_INTRODUCED.search(attr.text)
        if introduced:
            explicit[domain] = Version.parse(introduced.group(1))
    result = complete(explicit)
    return result or None


def _spec_availability(check: Node) -> Availability:
    explicit: Dict[str, Version] = {}
    for spec in check.children:
        m = _SPEC.search(spec.text)
        if m and m.group(2):
            explicit[m.group(1)] = Version.parse(m.group(2))
    return complete(explicit)


def _spellings(source_lines: Sequence[bytes], start: Position, end: Position) -> List[bool]:
    """For each `#available`/`#unavailable` between two positions: is it `#unavailable`?"""
    (l1, c1), (l2, c2) = start, end
    chunk = []
    for line in range(l1, l2 + 1):
        text = source_lines[line - 1] if line - 1 < len(source_lines) else b""
        lo = c1 - 1 if line == l1 else 0
        hi = c2 - 1 if line == l2 else len(text)
        chunk.append(text[lo:hi].decode("utf-8", "replace"))
    return [bool(m.group(1)) for m in _CHECK_SPELLING.finditer("\n".join(chunk))]


def _condition_scopes(stmt: Node, source_lines: Sequence[bytes]) -> Tuple[Availability, Availability]:
    """What a statement's conditions guarantee when they hold and when they fail.

    `if #available(A), #available(B)` guarantees A and B in its then-branch; `#unavailable(A)`
    guarantees A in the else-branch (the conditions failed, so the check did).
    """
    conditions = next((c for c in stmt.children if c.kind == "array"), None)
    checks = [c for c in conditions.children if c.kind == "#available"] if conditions else []
    when_true: Availability = {}
    when_false: Availability = {}
    if not checks:
        return when_true, when_false
    body = next((c for c in stmt.children if c.kind == "brace_stmt"), None)
    start = stmt.range[0] if stmt.range else None
    body_start = body.range[0] if body is not None and body.range else None
    spelled = _spellings(source_lines, start, body_start) if start and body_start else []
    if len(spelled) != len(checks):
        spelled = [False] * len(checks)
    negated = [c for c, neg in zip(checks, spelled) if neg]
    positive = [c for c, neg in zip(checks, spelled) if not neg]
    for check in positive:
        raise_to(when_true, _spec_availability(check))
    # The else-branch only learns something when the only condition is one `#unavailable`.
    if len(checks) == 1 and negated:
        raise_to(when_false, _spec_availability(negated[0]))
    return when_true, when_false


def _queries(stmt: Node, source_lines: Sequence[bytes]) -> List[Query]:
    """The checks an `if`/`guard` makes, with the platforms each names explicitly."""
    conditions = next((c for c in stmt.children if c.kind == "array"), None)
    checks = [c for c in conditions.children if c.kind == "#available"] if conditions else []
    body = next((c for c in stmt.children if c.kind == "brace_stmt"), None)
    if not checks or not stmt.range or body is None or not body.range:
        return []
    spelled = _spellings(source_lines, stmt.range[0], body.range[0])
    if len(spelled) != len(checks):
        spelled = [False] * len(checks)
    found = []
    for check, negated in zip(checks, spelled):
        names = {}
        for spec in check.children:
            m = _SPEC.search(spec.text)
            if m and m.group(2) and m.group(1) in PLATFORMS:
                names[m.group(1)] = Version.parse(m.group(2))
        found.append(Query(stmt.range[0], names, negated))
    return found


def _walk(node: Node, source_lines: Sequence[bytes], scopes: List[Scope],
          queries: List[Query]) -> None:
    attrs = [c for c in node.children if c.kind == "available_attr"]
    if attrs and node.range:
        availability = _attr_availability(attrs)
        if availability:
            starts = [a.range[0] for a in attrs if a.range] + [node.range[0]]
            scopes.append(Scope(min(starts), node.range[1], availability, "@available"))
    if node.kind in ("if_stmt", "guard_stmt"):
        queries.extend(_queries(node, source_lines))
    if node.kind == "if_stmt":
        when_true, when_false = _condition_scopes(node, source_lines)
        branches = [c for c in node.children if c.kind in ("brace_stmt", "if_stmt")]
        if when_true and branches and branches[0].range:
            start, end = branches[0].range
            scopes.append(Scope(start, end, when_true, "if #available"))
        if when_false and len(branches) > 1 and branches[1].range:
            start, end = branches[1].range
            scopes.append(Scope(start, end, when_false, "else of if #unavailable"))
    elif node.kind == "guard_stmt" and node.range:
        when_true, when_false = _condition_scopes(node, source_lines)
        if when_true:
            # The rest of the enclosing block (or file, for top-level code) is guarded.
            parent_end = _enclosing_end(node)
            scopes.append(Scope(node.range[1], parent_end, when_true, "guard #available"))
        else_block = next((c for c in node.children if c.kind == "brace_stmt"), None)
        if when_false and else_block is not None and else_block.range:
            start, end = else_block.range
            scopes.append(Scope(start, end, when_false, "else of guard #unavailable"))
    for child in node.children:
        _walk(child, source_lines, scopes, queries)


def _enclosing_end(node: Node) -> Position:
    parent = node.parent
    while parent is not None:
        if parent.range:
            return parent.range[1]
        parent = parent.parent
    return (1 << 30, 0)


@dataclasses.dataclass(frozen=True)
class Query:
    """One `#available(…)`/`#unavailable(…)` in an `if` or `guard`: where, and the versions it names."""

    start: Position
    names: Dict[str, Version]
    negated: bool


class FileScopes:
    """The availability scopes of one file, queried by position."""

    def __init__(self, scopes: List[Scope], queries: Sequence[Query] = ()):
        self.queries = list(queries)
        self.scopes = sorted(scopes, key=lambda s: s.start)
        self._starts = [s.start for s in self.scopes]

    def at(self, pos: Position) -> Tuple[Availability, List[Scope]]:
        """What the code at `pos` is guaranteed, and the scopes that guarantee it."""
        guaranteed: Availability = {}
        hits = []
        for scope in self.scopes[: bisect.bisect_right(self._starts, pos)]:
            if scope.contains(pos):
                raise_to(guaranteed, scope.availability)
                hits.append(scope)
        return guaranteed, hits


def scopes_from_dump(dump: str, source: bytes) -> FileScopes:
    """The scopes of a file, from its `-dump-parse` output and its bytes."""
    scopes: List[Scope] = []
    queries: List[Query] = []
    lines = without_conditional_compilation(source).split(b"\n")
    for root in parse_dump(dump):
        _walk(root, lines, scopes, queries)
    return FileScopes(scopes, queries)


_DIRECTIVE = re.compile(rb"^\s*#(if|elseif|else|endif)\b")


def without_conditional_compilation(source: bytes) -> bytes:
    """The file with every `#if` clause kept and the directive lines blanked.

    The parse dump drops `#if` blocks altogether (it cannot evaluate `canImport` or `os` before
    type checking), so the code inside them would have no scopes. Swift requires each clause to
    hold whole statements, declarations or postfix member chains, so keeping every clause still
    parses; blanking whole lines keeps every line and column where the index expects it.
    """
    lines = source.split(b"\n")
    out = []
    depth = 0  # parentheses a directive's condition leaves open
    continuing = False
    for line in lines:
        if continuing or _DIRECTIVE.match(line):
            # A condition continues on the next line while a parenthesis is open or the line ends
            # with an operator (`#if os(Linux) ||`).
            code = line.split(b"//")[0].rstrip()
            depth = max(0, depth + code.count(b"(") - code.count(b")"))
            continuing = depth > 0 or code.endswith((b"||", b"&&", b"!"))
            out.append(b"")
        else:
            out.append(line)
    return b"\n".join(out)


def dump_parse(frontend: str, path: str, source: bytes) -> str:
    """Runs the compiler's parser on one file's text (directives blanked); returns the tree."""
    with tempfile.TemporaryDirectory() as folder:
        copy = os.path.join(folder, os.path.basename(path))
        with open(copy, "wb") as f:
            f.write(without_conditional_compilation(source))
        done = subprocess.run(
            [frontend, "-frontend", "-dump-parse", copy],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{path}: swift-frontend -dump-parse failed:\n{done.stderr.decode()}")
    return done.stdout.decode("utf-8", "replace")
