"""Running the built tests: XCTest in one run per peer (re-run without a test that hangs or
crashes), Swift Testing one test per run; then what did not run is classified by its `#if`."""

import re

from .proc import run
from .scanner import classify_unrun

XC = re.compile(r"^Test Case '(?:[\w.]+\.)?(\w+)\.(\w+)' (started|passed|failed|skipped)", re.M)
XC_FAIL = re.compile(r"^[^\n]*?:\d+: error: (?:[\w.]+\.)?(\w+)\.(\w+) : (.*)$", re.M)
ST = re.compile(r"^\S*\s*Test (.+?) (started|passed|failed|recorded an issue|skipped)(.*)$", re.M)


def base(name):
    """A Swift Testing test's function name as its output prints it."""
    name = name.strip()
    # A raw identifier (`func `Task.never() throws``) prints as its text in quotes.
    m = re.match(r'"([^"]*)"', name)
    if m:
        return m.group(1)
    return re.sub(r"\(.*$", "", name).strip("`\" ")


def testing_filter(target, t):
    """The `--filter` of one Swift Testing test (a raw identifier's id keeps its backticks)."""
    where = f"{target}.{t['type']}/" if t["type"] else f"{target}."
    return re.escape(where) + "`?" + re.escape(t["name"]) + "(`|\\(|$)"


def read_xctest(out, tests):
    """Marks the statuses XCTest's output gives; returns the test running when it stopped."""
    running = None
    for cls, name, what in XC.findall(out):
        for t in tests:
            if t["type"].split(".")[-1] == cls and t["name"] == name:
                if what == "started":
                    running = t
                else:
                    if t["status"] not in ("fails",) or what == "failed":
                        t["status"] = "passes" if what == "passed" else "fails"
                    running = None
    for cls, name, msg in XC_FAIL.findall(out):
        for t in tests:
            if t["type"].split(".")[-1] == cls and t["name"] == name and not t["detail"]:
                t["detail"] = msg.strip()
    return running


def run_xctest(session, p):
    tests = [t for t in p["tests"] if t["kind"] == "xctest" and t["status"] is None]
    skip = []
    while True:
        cmd = ["swift", "test", "--skip-build", "--disable-swift-testing",
               "--filter", f"^{p['target']}\\."] + sum((["--skip", s] for s in skip), []) + session.config.spm
        rc, out = run(cmd, timeout=session.config.test_timeout * max(1, len(tests)))
        running = read_xctest(out, tests)
        if running is not None and running["status"] is None:
            running["status"] = "fails"
            running["detail"] = ("hangs (killed after the run's timeout)" if rc is None
                                 else f"crashes the test process (exit {rc}): "
                                 + out.strip().splitlines()[-1][:200])
            skip.append(f"{p['target']}\\.{running['type'].split('.')[-1]}/{running['name']}$")
            continue
        if rc is None:
            for t in tests:
                if t["status"] is None:
                    t["status"], t["detail"] = "fails", "did not run before the timeout"
        break


def read_testing(out, t):
    """Marks `t` by Swift Testing's output; True when the output names it."""
    seen = False
    for name, what, rest in ST.findall(out):
        if base(name) != t["name"]:
            continue
        seen = True
        if what == "passed" and t["status"] is None:
            t["status"] = "passes"
        elif what in ("failed", "recorded an issue"):
            t["status"] = "fails"
            if not t["detail"]:
                t["detail"] = rest.strip()[:300]
    return seen


def run_testing(session, p):
    tests = [t for t in p["tests"] if t["kind"] == "testing" and t["status"] is None]
    for t in tests:
        rc, out = run(["swift", "test", "--skip-build", "--disable-xctest", "--filter",
                       testing_filter(p["target"], t)] + session.config.spm, timeout=session.config.test_timeout)
        seen = read_testing(out, t)
        if rc is None:
            t["status"], t["detail"] = "fails", "hangs (killed after --test-timeout)"
        elif not seen:
            t["status"] = None  # not compiled on this platform: classified below


def run_all(session):
    for p in session.peers:
        print(f"== running {p['name']} {p['tag']}", flush=True)
        run_xctest(session, p)
        run_testing(session, p)
        for t in p["tests"]:
            if t["status"] is None:
                t["status"], t["detail"] = classify_unrun(
                    t["conds"], session.products, session.toolchain, session.tables.linux_modules)
