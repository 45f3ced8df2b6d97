"""The ThreadSanitizer selection: the list (scripts/tsan-suites.tsv), the rule it must satisfy,
and the `--filter` argument made from it.

The rule: every test suite of the package's test targets (an XCTestCase subclass, a Swift
Testing suite, a free `@Test` function; see suites.py) whose files use a concurrency construct
(MARKERS: tasks, task groups, `async let`, actors, threads, Dispatch, locks, mutexes, atomics,
the main serial executor) is decided in the list: run under ThreadSanitizer (`run`), or left out
with its reason (`skip`). A `run` entry names a whole target, a suite, or single tests of a suite
(`Target.Suite/test`); a `skip` entry names a suite (never a whole target: a new suite must not
be covered by a blanket exclusion). Every entry must name something that exists, a `skip` must
give its reason, and a suite is not both run and skipped."""

import re
from dataclasses import dataclass

from peer_suites.views import mask

# What makes a suite a concurrency test (matched in its files, comments and strings left out).
MARKERS = re.compile(
    r"\b(Task|Task\.detached|with(?:Throwing)?(?:Discarding)?TaskGroup|async\s+let|actor|Thread|"
    r"Dispatch\w+|NSLock|NSRecursiveLock|NSCondition|OSAllocatedUnfairLock|LockIsolated|withLock|"
    r"Mutex|Atomic|ActorIsolated|\w*MainSerialExecutor\w*)\b")


def markers(text):
    """The concurrency constructs `text` uses, in order of first use, outside comments and strings."""
    seen = []
    for m in MARKERS.finditer(mask(text)):
        word = re.sub(r"\s+", " ", m.group(1))
        if word not in seen:
            seen.append(word)
    return seen


@dataclass(frozen=True)
class Entry:
    line: int
    selector: str    # `Target`, `Target.Suite` or `Target.Suite/test`
    decision: str    # "run" | "skip"
    reason: str

    @property
    def target(self):
        return self.selector.split(".", 1)[0].split("/", 1)[0]

    @property
    def suite(self):
        """The suite's qualified name, or None for a whole target."""
        rest = self.selector.split("/", 1)[0]
        return rest.split(".", 1)[1] if "." in rest else None

    @property
    def test(self):
        return self.selector.split("/", 1)[1] if "/" in self.selector else None


def parse_list(text):
    """The entries of the list (TSV: selector, decision, reason; `#` lines are comments), and the
    problems of its form."""
    entries, problems = [], []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        if not line or line.startswith("#"):
            continue
        cells = line.split("\t")
        if cells[0] == "selector":
            continue  # the header
        selector = cells[0].strip()
        decision = cells[1].strip() if len(cells) > 1 else ""
        reason = "\t".join(cells[2:]).strip()
        if decision not in ("run", "skip"):
            problems.append(f"line {n}: {selector}: the decision must be `run` or `skip`, not {decision!r}")
            continue
        if not re.fullmatch(r"\w+(\.[\w.]+(/\w+)?)?", selector):
            problems.append(f"line {n}: {selector!r} is not `Target`, `Target.Suite` or `Target.Suite/test`")
            continue
        entry = Entry(n, selector, decision, reason)
        if decision == "skip" and not reason:
            problems.append(f"line {n}: {selector}: a skip needs its reason")
        if decision == "skip" and entry.suite is None:
            problems.append(f"line {n}: {selector}: skip a suite, not a whole target "
                            "(a new suite of the target must be decided, not skipped unseen)")
        entries.append(entry)
    return entries, problems


def covering(entries, suite):
    """The entries that decide `suite` (a suites.Suite): its target's, its own (or an outer
    suite's), or its single tests'."""
    out = []
    for e in entries:
        if e.target != suite.target:
            continue
        if e.suite is None or e.suite == suite.name or suite.name.startswith(e.suite + "."):
            out.append(e)
    return out


def check(suites_by_target, entries, files):
    """The rule's violations, as lines. suites_by_target: {target: [Suite]}; files: {path: text}."""
    problems = []
    known = {s.id: s for ss in suites_by_target.values() for s in ss}
    for e in entries:
        if e.target not in suites_by_target:
            problems.append(f"line {e.line}: {e.selector}: no test target {e.target}")
        elif e.suite is not None and f"{e.target}.{e.suite}" not in known:
            problems.append(f"line {e.line}: {e.selector}: no suite {e.suite} in {e.target}")
        elif e.test is not None and e.test not in known[f"{e.target}.{e.suite}"].tests:
            problems.append(f"line {e.line}: {e.selector}: no test {e.test} in {e.target}.{e.suite}")
    for target, suites in suites_by_target.items():
        for s in suites:
            decided = covering(entries, s)
            if {e.decision for e in decided} == {"run", "skip"}:
                lines = ", ".join(str(e.line) for e in decided)
                problems.append(f"{s.id}: both run and skipped (lines {lines})")
            if decided:
                continue
            used = []
            for f in sorted(s.files):
                used += [m for m in markers(files[f]) if m not in used]
            if used:
                where = ", ".join(sorted(s.files))
                problems.append(f"{s.id} ({where}) uses {', '.join(used[:4])} but scripts/tsan-suites.tsv "
                                "neither runs nor skips it: add `run` (or `skip` with the reason)")
    return problems


def _alternatives(names):
    return names[0] if len(names) == 1 else "(" + "|".join(names) + ")"


def filter_regex(entries):
    """The `swift test --filter` argument that selects the `run` entries: `^Target\\.` for a
    target, `^Target\\.Suite(/|$)` for a suite (a nested suite's ID joins its names with `/` in
    Swift Testing and with `.` in XCTest), `^Target\\.Suite/test(\\(|$)` for single tests."""
    targets, suites, tests = [], {}, {}
    for e in entries:
        if e.decision != "run":
            continue
        if e.suite is None:
            targets.append(re.escape(e.target))
        elif e.test is None:
            suites.setdefault(e.target, []).append(re.escape(e.suite).replace(r"\.", "[./]"))
        else:
            tests.setdefault((e.target, e.suite), []).append(re.escape(e.test))
    parts = [f"^{t}\\." for t in targets]
    parts += [f"^{t}\\.{_alternatives(names)}(/|$)" for t, names in suites.items()]
    parts += [f"^{t}\\.{re.escape(s).replace(chr(92) + '.', '[./]')}/{_alternatives(names)}(\\(|$)"
              for (t, s), names in tests.items()]
    return "|".join(parts)
