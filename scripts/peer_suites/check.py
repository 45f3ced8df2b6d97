"""--check ARTICLE: the Markdown lists of Documentation/Exhaustive.docc/Compatibility.md and
Migrating.md, held against a run's results.

- Every test listed under "## Tests that pass" (its ### subsections included) of one of the peers
  run must pass; a test listed under "## Tests that race in principle" may pass or fail. A
  passing test in neither list is printed, to be added.
- For each peer that Migrating.md (beside the article) lists at least one test of, as
  `- \\`peer: Type.test\\` — why`: each of that peer's tests that fails or does not compile must be
  listed there with its reason; a listed test that passes now is printed, to be removed; a
  listed name that is not a test of the peer, or one without its `— why`, is an error.

The parsers and `evaluate` are pure (text in, lines and a status out); `run_check` reads the
files and prints."""

import os
import re
from dataclasses import dataclass, field

ITEM = re.compile(r"^- `([^`]+)`")
DELIBERATE = re.compile(r"^- `([^`:]+: [^`]+)`(.*)$")


def parse_article(lines):
    """(listed as passing, listed as racy) from the article's lines, in order."""
    # "## Tests that pass" must pass; "## Tests that race in principle" (a race in the peer's
    # own test, which it loses for the peer too on a loaded machine) may pass or fail.
    listed, racy, section = [], [], None
    for line in lines:
        if line.startswith("#") and not line.startswith("###"):
            section = line.strip()  # its ### subsections belong to it
            continue
        m = ITEM.match(line)
        if m and section == "## Tests that pass":
            listed.append(m.group(1))
        if m and section == "## Tests that race in principle":
            racy.append(m.group(1))
    return listed, racy


def parse_migrating(lines, names):
    """({test: its text after the name}, [tests listed without `— why`]) for the peers in `names`."""
    deliberate, unexplained = {}, []
    for line in lines:
        m = DELIBERATE.match(line)
        if m and m.group(1).split(":")[0] in names:
            deliberate[m.group(1)] = m.group(2).strip()
            if not re.match(r"^— \S", m.group(2).strip()):
                unexplained.append(m.group(1))
    return deliberate, unexplained


@dataclass
class Outcome:
    lines: list = field(default_factory=list)   # what to print, in order
    failed: bool = False                        # exit 1


def evaluate(status, names, article_lines, migrating_lines=None):
    """status: {`peer: Type.test`: status} of the run; names: the peers run. migrating_lines: the
    lines of Migrating.md, or None when there is none. The check's output and whether it fails."""
    out = Outcome()
    say = out.lines.append
    listed, racy = parse_article(article_lines)
    regressed = [n for n in listed if n.split(":")[0] in names and status.get(n) != "passes"]
    new = sorted(n for n, s in status.items() if s == "passes" and n not in listed and n not in racy)
    say("")
    if new:
        say("Passing now but not listed in the article (add them):")
        for n in new:
            say(f"- `{n}`")
    if regressed:
        say(f"error: {len(regressed)} test(s) the article lists as passing do not pass:")
        for n in regressed:
            say(f"  {n}: {status.get(n, 'no longer exists')}")
        out.failed = True
        return out
    say(f"check: every listed test of {', '.join(sorted(names))} passes")

    # Tests that differ on purpose: every one of a listed peer's tests that does not pass must be
    # in the migration article with its reason (the peers without such a list are not held to it).
    deliberate, unexplained = parse_migrating(migrating_lines or [], names)
    strict = {n.split(":")[0] for n in deliberate}
    missing = sorted(n for n, s in status.items() if n.split(":")[0] in strict
                     and s in ("fails", "does not compile") and n not in deliberate)
    stale = sorted(n for n in deliberate if status.get(n) == "passes")
    gone = sorted(n for n in deliberate if n not in status)
    if stale:
        say("Listed in Migrating.md as differing on purpose but passing now (remove them):")
        for n in stale:
            say(f"- `{n}`")
    if missing or unexplained or gone:
        for n in missing:
            say(f"error: {n} does not pass and Migrating.md does not list it as a deliberate difference")
        for n in unexplained:
            say(f"error: Migrating.md lists {n} without a reason (`— why`)")
        for n in gone:
            say(f"error: Migrating.md lists {n}, which is not a test of the peer")
        out.failed = True
        return out
    if strict:
        say(f"check: every test of {', '.join(sorted(strict))} that does not pass is a deliberate "
            "difference listed in Migrating.md")
    return out


def run_check(article, status, names):
    """Reads the article and Migrating.md beside it, prints the outcome; True when it fails."""
    with open(article) as f:
        article_lines = f.read().splitlines()
    migrating = os.path.join(os.path.dirname(article), "Migrating.md")
    migrating_lines = None
    if os.path.exists(migrating):
        with open(migrating) as f:
            migrating_lines = f.read().splitlines()
    out = evaluate(status, names, article_lines, migrating_lines)
    for line in out.lines:
        print(line)
    return out.failed
