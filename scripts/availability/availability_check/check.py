"""The check: every reference to a declaration newer than the package's floors is guarded.

Inputs, each from the compiler or the toolchain rather than from reading Swift text:
- the floors: `swift package dump-package` (the manifest as SwiftPM evaluates it);
- what each reference resolved to: the index store of the package's own build;
- what a toolchain declaration needs: the toolchain's symbol graphs (symbolgraph.py);
- what one of our declarations needs, and what a reference site guarantees: the availability
  scopes of `swift-frontend -dump-parse` (scopes.py).
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from typing import Dict, Iterable, List, Mapping, Optional, Sequence, Set, Tuple

from . import indexstore, lexical, scopes, symbolgraph
from .versions import (MANIFEST_NAMES, PLATFORMS, Availability, Version, describe, raise_to,
                       shortfall)

SOURCE_ROOTS = ("Sources", "Examples", "Tests")


@dataclasses.dataclass(frozen=True)
class Requirement:
    """What a declaration needs beyond the floors, and where that fact comes from."""

    name: str
    availability: Availability
    source: str


@dataclasses.dataclass(frozen=True)
class Violation:
    path: str
    line: int
    column: int
    name: str
    source: str
    needs: Availability
    guaranteed: Availability
    implicit: bool

    def message(self, root: str) -> str:
        path = os.path.relpath(self.path, root)
        how = "implicit use of" if self.implicit else "use of"
        have = describe(self.guaranteed) or "nothing beyond the floors"
        needs = describe(self.needs)
        return (f"{path}:{self.line}:{self.column}: error: {how} '{self.name}' ({self.source}) "
                f"needs {needs}; here: {have}. Guard it with "
                f"`if #available({needs}, *)` or mark the enclosing declaration "
                f"`@available({needs}, *)`.")


@dataclasses.dataclass(frozen=True)
class UselessQuery:
    """A `#available` that always holds on some platform: Apple's compiler warns there."""

    path: str
    line: int
    column: int
    always: Availability
    because: Availability

    def message(self, root: str) -> str:
        path = os.path.relpath(self.path, root)
        return (f"{path}:{self.line}:{self.column}: error: this availability check always holds "
                f"for {describe(self.always)} (the floors or an enclosing scope guarantee "
                f"{describe(self.because)}); Apple's compiler warns \"unnecessary check\" when "
                f"building for those platforms. Drop them from the check, or the check.")


@dataclasses.dataclass(frozen=True)
class Guarded:
    """A reference above the floors that its context covers, and what covers it."""

    path: str
    line: int
    column: int
    name: str
    needs: Availability
    by: Tuple[str, ...]


@dataclasses.dataclass
class Report:
    violations: List[Violation]
    guarded: List[Guarded]
    checked_references: int
    guarded_references: int
    own_requirements: Dict[str, Requirement]
    files: int
    stale: List[str]
    files_read_as_text: int = 0
    useless_queries: List[UselessQuery] = dataclasses.field(default_factory=list)


FALLBACKS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                         "compiler-fallbacks.json")


def load_fallbacks(path: str = FALLBACKS) -> List[dict]:
    """The references the compiler resolves to an older declaration below the floor (see the file)."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)["fallbacks"]


def is_fallback(occurrence: indexstore.Occurrence, name: str, fallbacks: Sequence[dict]) -> bool:
    for entry in fallbacks:
        if entry.get("implicit_only") and not occurrence.roles & indexstore.ROLE_IMPLICIT:
            continue
        if "usr" in entry and entry["usr"] == occurrence.usr:
            return True
        if "name_suffix" in entry and name.endswith(entry["name_suffix"]):
            return True
    return False


def _swift_files(package_path: str, roots: Sequence[str]) -> List[str]:
    found = []
    for root in roots:
        for folder, _, files in os.walk(os.path.join(package_path, root)):
            found.extend(os.path.realpath(os.path.join(folder, f)) for f in files
                         if f.endswith(".swift") and f != "Package.swift")
    return sorted(found)


def manifest_floors(package_path: str, swift: str) -> Availability:
    """The deployment floors as SwiftPM reads them from Package.swift."""
    # --ignore-lock: reading the manifest need not wait for a build in the same folder.
    out = subprocess.run(
        [swift, "package", "--package-path", package_path, "--ignore-lock", "dump-package"],
        check=True, stdout=subprocess.PIPE).stdout
    floors: Availability = {}
    for platform in json.loads(out).get("platforms", []):
        name = MANIFEST_NAMES.get(platform["platformName"])
        if name:
            floors[name] = Version.parse(platform["version"])
    missing = [p for p in PLATFORMS if p not in floors]
    if missing:
        raise SystemExit(f"Package.swift sets no floor for {', '.join(missing)}; the check needs "
                         "one per Apple platform (an unset floor is SwiftPM's oldest)")
    return floors


def above(availability: Mapping[str, Version], floors: Mapping[str, Version]) -> Availability:
    """Only the platforms where `availability` is above the floor."""
    return {p: v for p, v in availability.items() if p in floors and floors[p] < v}


class ScopeCache:
    """Parses each file at most once, on demand, several at a time."""

    def __init__(self, frontend: str):
        self.frontend = frontend
        self.files: Dict[str, scopes.FileScopes] = {}

    def load(self, paths: Iterable[str]) -> None:
        todo = [p for p in sorted(set(paths)) if p not in self.files]

        def one(path: str) -> Tuple[str, scopes.FileScopes]:
            with open(path, "rb") as f:
                source = f.read()
            return path, scopes.scopes_from_dump(scopes.dump_parse(self.frontend, path, source), source)

        with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
            for path, parsed in pool.map(one, todo):
                self.files[path] = parsed

    def at(self, path: str, line: int, column: int) -> Availability:
        return self.scopes_at(path, line, column)[0]

    def scopes_at(self, path: str, line: int, column: int) -> Tuple[Availability, List[scopes.Scope]]:
        self.load([path])
        return self.files[path].at((line, column))


def run(package_path: str, store: indexstore.IndexStore, floors: Availability,
        toolchain: Mapping[str, dict], frontend: str,
        roots: Sequence[str] = SOURCE_ROOTS, fallbacks: Optional[Sequence[dict]] = None,
        unannotated: Sequence[str] = ()) -> Report:
    """Checks the Swift files under `roots` of the package whose build wrote `store`.

    `toolchain` maps USRs to the toolchain's availability (symbolgraph.toolchain_table);
    `unannotated` names the toolchain declarations without any, for the textual look.
    """
    fallbacks = load_fallbacks() if fallbacks is None else fallbacks
    package_path = os.path.realpath(package_path)
    prefixes = tuple(os.path.join(package_path, r) + os.sep for r in roots)

    def wanted(path: str) -> bool:
        real = os.path.realpath(path)
        return real.startswith(prefixes) and os.path.exists(real)

    records = store.records_by_file(wanted)
    stale = sorted(p for p, (_, built) in records.items() if os.path.getmtime(p) > built + 1)

    occurrences: List[indexstore.Occurrence] = []
    for path, (record, _) in sorted(records.items()):
        occurrences.extend(store.occurrences(record, os.path.realpath(path)))

    cache = ScopeCache(frontend)

    # Our own declarations: what the scopes around a definition guarantee is what it needs.
    texts: Dict[str, bool] = {}

    def mentions_availability(path: str) -> bool:
        if path not in texts:
            with open(path, "rb") as f:
                texts[path] = b"available" in f.read()
        return texts[path]

    definitions = [o for o in occurrences
                   if o.roles & (indexstore.ROLE_DEFINITION | indexstore.ROLE_DECLARATION)
                   and mentions_availability(o.path)]
    cache.load(o.path for o in definitions)
    own: Dict[str, Requirement] = {}
    for o in definitions:
        needs = above(cache.at(o.path, o.line, o.column), floors)
        if needs:
            where = f"{os.path.relpath(o.path, package_path)}:{o.line}"
            own[o.usr] = Requirement(o.name, needs, f"declared at {where}")

    def requirement(usr: str) -> Optional[Requirement]:
        if usr in own:
            return own[usr]
        entry = toolchain.get(usr)
        if entry is None:
            return None
        needs = above(symbolgraph.parse_availability(entry["availability"]), floors)
        return Requirement(entry["name"], needs, entry["module"]) if needs else None

    references = []
    for o in occurrences:
        if not o.roles & indexstore.ROLE_REFERENCE or o.roles & indexstore.ROLE_DEFINITION:
            continue
        needed = requirement(o.usr)
        if needed is not None and not is_fallback(o, needed.name, fallbacks):
            references.append((o, needed))
    cache.load(o.path for o, _ in references)

    violations = {}
    guarded: Dict[Tuple[str, int, int, str], Guarded] = {}
    for o, needed in references:
        guaranteed, hits = cache.scopes_at(o.path, o.line, o.column)
        missing = shortfall(needed.availability, guaranteed, floors)
        if not missing:
            by = tuple(f"{h.origin} at line {h.start[0]}" for h in hits)
            guarded[(o.path, o.line, o.column, needed.name)] = Guarded(
                o.path, o.line, o.column, needed.name, needed.availability, by)
            continue
        shown: Availability = {}
        raise_to(shown, above(guaranteed, floors))
        key = (o.path, o.line, o.column, needed.name)
        violations[key] = Violation(o.path, o.line, o.column, needed.name, needed.source,
                                    missing, shown, bool(o.roles & indexstore.ROLE_IMPLICIT))
    # The code the Linux build does not compile: inactive `#if` clauses, and the Swift files under
    # the roots that are no part of the package (the fixture packages).
    by_line: Dict[str, Set[int]] = {}
    for o in occurrences:
        by_line.setdefault(o.path, set()).add(o.line)
    own_names = {lexical.base(o.name) for o in occurrences
                 if o.roles & (indexstore.ROLE_DEFINITION | indexstore.ROLE_DECLARATION)}
    symbols = [(e["name"], e["module"],
                above(symbolgraph.parse_availability(e["availability"]), floors))
               for e in toolchain.values()]
    symbols += [(name, "", {}) for name in unannotated]
    top, members = lexical.build_tables(symbols, own_names)
    unseen: Dict[str, Set[int]] = {}
    for path in _swift_files(package_path, roots):
        with open(path, "rb") as f:
            source = f.read()
        if path not in by_line:
            unseen[path] = set(range(1, source.count(b"\n") + 2))
            continue
        for first, last in lexical.clauses(source):
            if not any(first <= line <= last for line in by_line[path]):
                unseen.setdefault(path, set()).update(range(first, last + 1))
    lexical_hits = []
    for path, lines in unseen.items():
        with open(path, "rb") as f:
            found = lexical.scan(f.read(), lines, top, members)
        lexical_hits.extend((path, line, column, entry) for line, column, entry in found)
    cache.load(path for path, *_ in lexical_hits)
    for path, line, column, (name, module, needs) in lexical_hits:
        guaranteed, hits = cache.scopes_at(path, line, column)
        missing = shortfall(needs, guaranteed, floors)
        key = (path, line, column, name)
        if not missing:
            guarded.setdefault(key, Guarded(path, line, column, name, needs, tuple(
                f"{h.origin} at line {h.start[0]}" for h in hits)))
        elif key not in violations:
            shown: Availability = {}
            raise_to(shown, above(guaranteed, floors))
            violations[key] = Violation(
                path, line, column, name,
                f"{module}; read as text: code the Linux build does not compile", missing, shown,
                False)
    ordered = [violations[k] for k in sorted(violations)]

    # A check at or below what is already guaranteed: Apple's compiler warns ("unnecessary check
    # for 'macOS'; enclosing scope ensures guard will always be true") when building for that
    # platform, and warnings are errors for this package.
    useless: List[UselessQuery] = []
    with_queries = []
    for path in _swift_files(package_path, roots):
        with open(path, "rb") as f:
            text = f.read()
        if b"#available" in text or b"#unavailable" in text:
            with_queries.append(path)
    cache.load(with_queries)
    for path in with_queries:
        for query in cache.files[path].queries:
            guaranteed = cache.at(path, *query.start)
            always = {}
            because = {}
            for platform, version in query.names.items():
                have = max(floors.get(platform, Version((0,))),
                           guaranteed.get(platform, Version((0,))))
                if version <= have:
                    always[platform] = version
                    because[platform] = have
            if always:
                useless.append(UselessQuery(path, query.start[0], query.start[1], always, because))
    return Report(ordered, [guarded[k] for k in sorted(guarded)],
                  len(references) + len(lexical_hits), len(guarded), own, len(records), stale,
                  len(unseen), useless)
