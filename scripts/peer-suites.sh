#!/usr/bin/env bash
# Parity, measured: each peer's own test target, at the tag Benchmarks/ resolves, run against this
# package with only its imports changed.
#
# For every peer below, the script copies `Tests/<target>/` out of the checkout SwiftPM resolves for
# Benchmarks/ (Benchmarks/.build/checkouts; nothing of the peers is ever committed) into a
# package it generates under `<project>/.build/peer-suites/package`, rewrites the import lines
# with the peer's import map (PEERS below), compiles it in the language mode and with the
# upcoming features the peer's own manifest gives its test target, then runs it and prints one
# table per peer: passes, fails, does not compile, Apple-only (with the `#if` that hides the
# test on Linux), and tests that need a newer Swift than this toolchain (`#if compiler(>=…)`).
#
# A test that does not compile does not hide the others: the build is retried with each error's
# test function blanked out (or, for an error outside any test function, the whole file left
# out) until the rest compiles; each test left out is reported with its first error. A test
# that hangs (longer than --test-timeout) or crashes is reported as such and the rest run on.
#
#   scripts/peer-suites.sh [--project DIR] [--peer NAME]... [--check ARTICLE] [--print-passing]
#
#   --project DIR     the Exhaustive package to test (default: this repository)
#   --peer NAME       only this peer (repeatable): combine-schedulers, swift-clocks,
#                     swift-concurrency-extras, swift-custom-dump, swift-identified-collections
#   --check ARTICLE   fail (exit 1) when a test the article lists under "## Tests that pass"
#                     does not pass (the article is Documentation/Exhaustive.docc/Compatibility.md)
#   --print-passing   print the passing tests as that list (one ### section per peer), to paste
#                     into the article
#   --test-timeout S  seconds one test run may take before its running test counts as hung
#                     (default 120)
#
# Runtime (2 cores): the first run builds the library once more in its own folder
# (.build/peer-suites, about 3 minutes); later runs rebuild only what changed. Each build retry
# after a compile error costs one module's compile (seconds); the peers' suites run in about a
# minute together (swift-concurrency-extras' stress test is most of it).
#
# Needs python3 (the source scanning and the report are in the Python below).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
exec python3 - "$repo" "$@" <<'PYTHON'
import os, re, shutil, subprocess, sys

repo = sys.argv[1]
args = sys.argv[2:]

# Each peer: its checkout folder under Benchmarks/.build/checkouts, the tag it must be at, its
# test target, and the import map (peer module -> our modules; an empty list drops the import).
# `conditions` rewrites `#if` conditions that name a peer module standing for a platform choice
# (combine-schedulers guards its Linux path with `canImport(OpenCombineShim)`).
# A module of ours the project does not have (yet) falls back to the next one in `fallback`.
PEERS = [
    dict(
        name="combine-schedulers", tag="1.2.2", target="CombineSchedulersTests",
        imports={
            # The peer re-exports ConcurrencyExtras (its tests use `LockIsolated` unimported).
            "CombineSchedulers": ["ExhaustiveTesting", "ExhaustivePublishers", "ExhaustiveConcurrency"],
            "Combine": ["ExhaustivePublishers"],
            "OpenCombine": ["ExhaustivePublishers"],
            "OpenCombineShim": ["ExhaustivePublishers"],
            "ConcurrencyExtras": ["ExhaustiveConcurrency"],
        },
        conditions={"canImport(OpenCombineShim)": "canImport(ExhaustivePublishers)"},
    ),
    dict(
        name="swift-clocks", tag="1.1.1", target="ClocksTests",
        imports={
            "Clocks": ["ExhaustiveTesting"],
            "ConcurrencyExtras": ["ExhaustiveConcurrency"],
            "Combine": ["ExhaustivePublishers"],
        },
        conditions={},
    ),
    dict(
        name="swift-concurrency-extras", tag="1.4.3", target="ConcurrencyExtrasTests",
        imports={"ConcurrencyExtras": ["ExhaustiveConcurrency", "ExhaustiveTesting"]},
        # Its TaskNeverTests are guarded by `compiler(>=6.4)` only because the peer's own
        # `Task.never()` needs Swift 6.4 (its sources carry the same guard); the tests need only
        # Swift 6.2 (`Task.immediate`, raw identifiers), so they run against ours.
        # (Conditions are rewritten after the imports, so the key names our import.)
        conditions={"#if compiler(>=6.4)\n  import ExhaustiveConcurrency":
                    "#if compiler(>=6.2)\n  import ExhaustiveConcurrency"},
    ),
    dict(
        name="swift-custom-dump", tag="1.7.3", target="CustomDumpTests",
        imports={
            "CustomDump": ["ExhaustiveTesting", "StructuralDiff"],
            "IssueReportingTestSupport": [],
        },
        conditions={},
    ),
    dict(
        name="swift-identified-collections", tag="1.1.1", target="IdentifiedCollectionsTests",
        imports={"IdentifiedCollections": ["ExhaustiveCore"]},
        conditions={},
    ),
]
fallback = {"ExhaustiveConcurrency": "ExhaustiveTesting"}

project = repo
only = []
check = None
print_passing = False
test_timeout = 120
i = 0
while i < len(args):
    a = args[i]
    if a == "--project":
        project = os.path.abspath(args[i + 1]); i += 2
    elif a == "--peer":
        only.append(args[i + 1]); i += 2
    elif a == "--check":
        check = os.path.abspath(args[i + 1]); i += 2
    elif a == "--print-passing":
        print_passing = True; i += 1
    elif a == "--test-timeout":
        test_timeout = int(args[i + 1]); i += 2
    elif a in ("-h", "--help"):
        with open(os.path.join(repo, "scripts/peer-suites.sh")) as f:
            for line in f.read().splitlines()[1:]:
                if not line.startswith("#"): break
                print(line[2:])
        sys.exit(0)
    else:
        sys.exit(f"peer-suites: unknown argument {a!r} (see --help)")
peers = [p for p in PEERS if not only or p["name"] in only]
if only and len(peers) != len(only):
    sys.exit(f"peer-suites: unknown peer in {only}; known: {[p['name'] for p in PEERS]}")

def run(cmd, cwd=None, timeout=None):
    try:
        r = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, errors="replace", timeout=timeout)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout or b""
        return None, out.decode(errors="replace") if isinstance(out, bytes) else out

# --- the peers' checkouts, at their tags ----------------------------------------------------
bench = os.path.join(repo, "Benchmarks")
rc, out = run(["swift", "package", "resolve", "--package-path", bench])
if rc != 0:
    sys.exit("peer-suites: `swift package resolve --package-path Benchmarks` failed:\n" + out)
checkouts = os.path.join(bench, ".build", "checkouts")
for p in peers:
    p["checkout"] = os.path.join(checkouts, p["name"])
    rc, tags = run(["git", "-C", p["checkout"], "tag", "--points-at", "HEAD"])
    if rc != 0 or p["tag"] not in tags.split():
        sys.exit(f"peer-suites: {p['checkout']} is not at tag {p['tag']} (Benchmarks/Package.swift pins it)")

# --- our products ----------------------------------------------------------------------------
with open(os.path.join(project, "Package.swift")) as f:
    products = set(re.findall(r'\.library\(\s*name:\s*"(\w+)"', f.read()))

def ours(module):
    while module not in products and module in fallback:
        module = fallback[module]
    return module

# --- what the peer's manifest gives its test target ----------------------------------------
def toolchain_version():
    rc, out = run(["swift", "--version"])
    m = re.search(r"Swift version (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2)))

toolchain = toolchain_version()

def manifest_settings(checkout):
    """Upcoming/experimental features and language mode from the manifest SwiftPM would pick."""
    best, best_v = os.path.join(checkout, "Package.swift"), None
    for name in os.listdir(checkout):
        m = re.fullmatch(r"Package@swift-(\d+)(?:\.(\d+))?(?:\.\d+)?\.swift", name)
        if m:
            v = (int(m.group(1)), int(m.group(2) or 0))
            if v <= toolchain and (best_v is None or v > best_v):
                best, best_v = os.path.join(checkout, name), v
    with open(best) as f:
        text = f.read()
    if best_v is None:
        m = re.search(r"swift-tools-version:\s*(\d+)\.(\d+)", text)
        if m and (int(m.group(1)), int(m.group(2))) > toolchain:
            pass  # SwiftPM would refuse it; the features below are still the peer's intent
    features = re.findall(r'\.enable(Upcoming|Experimental)Feature\("(\w+)"\)', text)
    mode = "6"
    m = re.search(r"swiftLanguageModes:\s*\[\s*\.v(\d)", text)
    if m: mode = m.group(1)
    return features, mode, os.path.basename(best)

# --- scanning Swift sources: test functions, their types and their #if guards ---------------
def scan(text):
    """Yields dicts: name, type, kind ('xctest'|'testing'), start, end (offsets), conds."""
    tests = []
    n = len(text)
    i = 0
    line_start = True
    conds = []          # active #if conditions (as written; #else negates)
    stack = []          # one entry per open brace: (type name or None, is_test_func index)
    pending_decl = ""   # text since the last brace/semicolon, to name what a `{` opens
    while i < n:
        c = text[i]
        if line_start:
            j = i
            while j < n and text[j] in " \t": j += 1
            if text.startswith("#", j):
                eol = text.find("\n", j); eol = n if eol < 0 else eol
                directive = text[j:eol].split("//")[0].strip()
                m = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", directive)
                if m:
                    kind, cond = m.group(1), m.group(2)
                    if kind == "if": conds.append([cond])
                    elif kind == "elseif" and conds: conds[-1] = ["!(" + " || ".join(conds[-1]) + ")", cond]
                    elif kind == "else" and conds: conds[-1] = ["!(" + " || ".join(conds[-1]) + ")"]
                    elif kind == "endif" and conds: conds.pop()
                    i = eol; line_start = False
                    continue
        line_start = False
        if c == "\n":
            line_start = True; pending_decl += c; i += 1; continue
        if text.startswith("//", i):
            eol = text.find("\n", i); i = n if eol < 0 else eol; continue
        if text.startswith("/*", i):
            e = text.find("*/", i + 2); i = n if e < 0 else e + 2; continue
        m = re.match(r'(#*)("""|")', text[i:i + 8])
        if m and (m.group(1) == "" or text[i + len(m.group(1))] == '"'):
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(hashes) + len(quote)
            while j < n:
                if text.startswith(close, j): j += len(close); break
                if text[j] == "\\" and not hashes: j += 2; continue
                if quote == '"' and text[j] == "\n": break
                j += 1
            pending_decl += " "
            i = j; continue
        if c == "{":
            decl = pending_decl
            entry = (None, None)
            mt = re.search(r"\b(class|struct|enum|actor|extension)\s+([A-Za-z_][\w.]*)[^{]*$", decl)
            mf = re.search(r"\bfunc\s+(`[^`]+`|[A-Za-z_]\w*)\s*(<[^>]*>)?\s*\([^{]*$", decl)
            if mf:
                name = mf.group(1)
                before = decl[:mf.start()]
                is_testing = re.search(r"@Test\b", before) is not None
                is_xctest = name.startswith("test") and not is_testing
                enclosing = [t for t, _ in stack if t]
                if (is_testing or is_xctest) and not any(f is not None for _, f in stack):
                    # the function's text starts at its first attribute (or `func`) line
                    start = i - len(decl) + (mf.start() if not is_testing else before.rfind("@Test"))
                    start = text.rfind("\n", 0, start) + 1
                    tests.append(dict(name=name.strip("`"), type=".".join(enclosing),
                                      kind="testing" if is_testing else "xctest",
                                      start=start, end=None,
                                      conds=[c for group in conds for c in group]))
                    entry = (None, len(tests) - 1)
                else:
                    entry = (None, -1)
            elif mt:
                entry = (mt.group(2), None)
            stack.append(entry)
            pending_decl = ""
            i += 1; continue
        if c == "}":
            if stack:
                _, f = stack.pop()
                if f is not None and f >= 0:
                    tests[f]["end"] = i + 1
            pending_decl = ""
            i += 1; continue
        if c == ";":
            pending_decl = ""
        else:
            pending_decl += c
        i += 1
    return [t for t in tests if t["end"] is not None]

def line_of(text, offset):
    return text.count("\n", 0, offset) + 1

def blank(text, start, end):
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]

# --- the generated package ---------------------------------------------------------------------
scratch = os.path.join(project, ".build", "peer-suites")
pkg = os.path.join(scratch, "package")
os.makedirs(pkg, exist_ok=True)
link = os.path.join(scratch, "Exhaustive")  # the dependency's folder name is its identity
if os.path.islink(link) or os.path.exists(link):
    os.remove(link)
os.symlink(project, link)
shutil.rmtree(os.path.join(pkg, "Tests"), ignore_errors=True)

def rewrite_imports(text, peer):
    def repl(m):
        indent, module = m.group(1), m.group(3)
        if module not in peer["imports"]:
            return m.group(0)
        mods = []
        for o in peer["imports"][module]:
            o = ours(o)
            if o not in mods: mods.append(o)
        if not mods:
            return f"{indent}// import {module} (no counterpart needed)"
        return "\n".join(f"{indent}import {o}" for o in mods)
    text = re.sub(r"^([ \t]*)(@testable[ \t]+|@_exported[ \t]+|public[ \t]+|internal[ \t]+)?import[ \t]+(\w+)[ \t]*$",
                  repl, text, flags=re.M)
    for old, new in peer["conditions"].items():
        text = text.replace(old, new)
    return text

for p in peers:
    src = os.path.join(p["checkout"], "Tests", p["target"])
    dst = os.path.join(pkg, "Tests", p["target"])
    p["files"] = {}
    p["tests"] = []
    for root, _, files in os.walk(src):
        for f in sorted(files):
            if not f.endswith(".swift"): continue
            rel = os.path.relpath(os.path.join(root, f), src)
            with open(os.path.join(root, f), encoding="utf-8") as fh:
                text = rewrite_imports(fh.read(), p)
            os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
            with open(os.path.join(dst, rel), "w", encoding="utf-8") as fh:
                fh.write(text)
            p["files"][rel] = text
            for t in scan(text):
                t["file"] = rel
                t["status"], t["detail"] = None, ""
                p["tests"].append(t)
    p["features"], p["mode"], p["manifest"] = manifest_settings(p["checkout"])

def product_list(p):
    mods = []
    for targets in p["imports"].values():
        for o in targets:
            o = ours(o)
            if o not in mods: mods.append(o)
    return mods

manifest = ['// swift-tools-version: 6.0', '// Generated by scripts/peer-suites.sh; not committed.',
            'import PackageDescription', '', 'let package = Package(',
            '  name: "PeerSuites",',
            '  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11)],',
            '  dependencies: [.package(path: "../Exhaustive")],', '  targets: [']
for p in peers:
    deps = ", ".join(f'.product(name: "{m}", package: "Exhaustive")' for m in product_list(p))
    settings = ", ".join(f'.enable{kind}Feature("{f}")' for kind, f in p["features"])
    mode = f'.swiftLanguageMode(.v{p["mode"]})'
    manifest.append(f'    .testTarget(name: "{p["target"]}", dependencies: [{deps}],')
    manifest.append(f'      swiftSettings: [{mode}{", " if settings else ""}{settings}]),')
manifest += ['  ]', ')', '']
with open(os.path.join(pkg, "Package.swift"), "w") as f:
    f.write("\n".join(manifest))

spm = ["--package-path", pkg, "--scratch-path", os.path.join(scratch, "build")]

# --- compile, leaving out what does not compile ----------------------------------------------
error_re = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$", re.M)

def write_file(p, rel, text):
    path = os.path.join(pkg, "Tests", p["target"], rel)
    if text is None:
        if os.path.exists(path): os.remove(path)
    else:
        with open(path, "w", encoding="utf-8") as fh: fh.write(text)
    p["files"][rel] = text

print(f"== building the library for the peers' tests ({scratch}/build)", flush=True)
for p in peers:
    tdir = os.path.realpath(os.path.join(pkg, "Tests", p["target"]))
    for attempt in range(40):
        rc, out = run(["swift", "build", "--target", p["target"]] + spm)
        if rc == 0:
            break
        progress = False
        for path, line, col, msg in error_re.findall(out):
            path = os.path.realpath(path)
            if not path.startswith(tdir + os.sep):
                continue
            rel = os.path.relpath(path, tdir)
            text = p["files"].get(rel)
            if text is None:
                continue
            line = int(line)
            hit = [t for t in p["tests"] if t["file"] == rel
                   and line_of(text, t["start"]) <= line <= line_of(text, t["end"])]
            if hit:
                t = hit[0]
                if t["status"] is not None:
                    continue  # a later error in a test already left out
                t["status"], t["detail"] = "does not compile", f"{rel}:{line}: {msg}"
                write_file(p, rel, blank(text, t["start"], t["end"]))
            else:
                for t in p["tests"]:
                    if t["file"] == rel and t["status"] is None:
                        t["status"] = "does not compile"
                        t["detail"] = f"{rel}:{line}: {msg} (outside any test: the whole file is left out)"
                write_file(p, rel, None)
            progress = True
        if not progress:
            print(out)
            sys.exit(f"peer-suites: {p['target']} does not build, and no error names a test file")
rc, out = run(["swift", "build", "--build-tests"] + spm)
if rc != 0:
    print(out)
    sys.exit("peer-suites: the generated package does not link")

# --- run ----------------------------------------------------------------------------------------
xc_re = re.compile(r"^Test Case '(?:[\w.]+\.)?(\w+)\.(\w+)' (started|passed|failed|skipped)", re.M)
xc_fail_re = re.compile(r"^[^\n]*?:\d+: error: (?:[\w.]+\.)?(\w+)\.(\w+) : (.*)$", re.M)
st_re = re.compile(r"^\S*\s*Test (.+?) (started|passed|failed|recorded an issue|skipped)(.*)$", re.M)

def base(name):
    name = name.strip()
    # A raw identifier (`func `Task.never() throws``) prints as its text in quotes.
    m = re.match(r'"([^"]*)"', name)
    if m: return m.group(1)
    return re.sub(r"\(.*$", "", name).strip("`\" ")

def run_xctest(p):
    tests = [t for t in p["tests"] if t["kind"] == "xctest" and t["status"] is None]
    skip = []
    while True:
        cmd = ["swift", "test", "--skip-build", "--disable-swift-testing",
               "--filter", f"^{p['target']}\\."] + sum((["--skip", s] for s in skip), []) + spm
        rc, out = run(cmd, timeout=test_timeout * max(1, len(tests)))
        running = None
        for cls, name, what in xc_re.findall(out):
            for t in tests:
                if t["type"].split(".")[-1] == cls and t["name"] == name:
                    if what == "started": running = t
                    else:
                        if t["status"] not in ("fails",) or what == "failed":
                            t["status"] = "passes" if what == "passed" else "fails"
                        running = None
        for cls, name, msg in xc_fail_re.findall(out):
            for t in tests:
                if t["type"].split(".")[-1] == cls and t["name"] == name and not t["detail"]:
                    t["detail"] = msg.strip()
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

def run_testing(p):
    tests = [t for t in p["tests"] if t["kind"] == "testing" and t["status"] is None]
    for t in tests:
        where = f"{p['target']}.{t['type']}/" if t["type"] else f"{p['target']}."
        # A raw identifier's id keeps its backticks.
        ident = re.escape(where) + "`?" + re.escape(t["name"]) + "(`|\\(|$)"
        rc, out = run(["swift", "test", "--skip-build", "--disable-xctest", "--filter",
                       ident] + spm, timeout=test_timeout)
        seen = False
        for name, what, rest in st_re.findall(out):
            if base(name) != t["name"]: continue
            seen = True
            if what == "passed" and t["status"] is None: t["status"] = "passes"
            elif what in ("failed", "recorded an issue"):
                t["status"] = "fails"
                if not t["detail"]: t["detail"] = rest.strip()[:300]
        if rc is None:
            t["status"], t["detail"] = "fails", "hangs (killed after --test-timeout)"
        elif not seen:
            t["status"] = None  # not compiled on this platform: classified below

LINUX_MODULES = {"Foundation", "FoundationNetworking", "FoundationEssentials", "Dispatch",
                 "XCTest", "Testing", "Glibc", "Synchronization"}

def linux_value(cond):
    """What an `#if` condition is here (True/False), or None when it is not understood."""
    def atom(m):
        kind, arg = m.group(1), m.group(2).strip()
        if kind == "canImport": return str(arg in LINUX_MODULES or arg in products)
        if kind == "os": return str(arg == "Linux")
        if kind in ("compiler", "swift"):
            v = tuple(int(x) for x in re.findall(r"\d+", arg)[:2])
            return str(toolchain >= v if ">=" in arg else toolchain < v)
        if kind == "arch": return "True"
        return "None"
    expr = re.sub(r"\b(canImport|os|compiler|swift|arch|targetEnvironment)\(([^)]*)\)", atom, cond)
    expr = re.sub(r"\bDEBUG\b", "True", expr)
    expr = expr.replace("&&", " and ").replace("||", " or ")
    expr = re.sub(r"!(?!=)", " not ", expr)
    try:
        return eval(expr, {"__builtins__": {}}, {"True": True, "False": False, "None": None})
    except Exception:
        return None

for p in peers:
    print(f"== running {p['name']} {p['tag']}", flush=True)
    run_xctest(p)
    run_testing(p)
    for t in p["tests"]:
        if t["status"] is None:
            if t["conds"]:
                false = [c for c in t["conds"] if linux_value(c) is not True]
                toolchain_only = false and all(re.fullmatch(r"(compiler|swift)\([^)]*\)", c) for c in false)
                t["status"] = "newer Swift" if toolchain_only else "Apple-only"
                t["detail"] = "#if " + " && ".join(
                    f"({c})" if "||" in c and len(false) > 1 else c for c in false or t["conds"])
            else:
                t["status"], t["detail"] = "fails", "compiled but did not run"

# --- report ----------------------------------------------------------------------------------
ORDER = ["passes", "fails", "does not compile", "Apple-only", "newer Swift"]
def ident(p, t):
    return f"{p['name']}: {t['type']}.{t['name']}" if t["type"] else f"{p['name']}: {t['name']}"

for p in peers:
    counts = {k: sum(1 for t in p["tests"] if t["status"] == k) for k in ORDER}
    print()
    print(f"{p['name']} {p['tag']} ({p['target']}, Swift {p['mode']} mode, features from {p['manifest']})")
    print("| passes | fails | does not compile | Apple-only | needs a newer Swift | total |")
    print("|---|---|---|---|---|---|")
    print(f"| {counts['passes']} | {counts['fails']} | {counts['does not compile']} "
          f"| {counts['Apple-only']} | {counts['newer Swift']} | {len(p['tests'])} |")
    for k in ORDER:
        for t in sorted((t for t in p["tests"] if t["status"] == k), key=lambda t: (t["file"], t["start"])):
            detail = f" — {t['detail']}" if t["detail"] and k != "passes" else ""
            print(f"  {k:<16} {t['type']}.{t['name']}{detail}")

if print_passing:
    for p in peers:
        print()
        print(f"### {p['name']} {p['tag']}")
        print()
        for t in sorted((t for t in p["tests"] if t["status"] == "passes"), key=lambda t: ident(p, t)):
            print(f"- `{ident(p, t)}`")

if check:
    with open(check) as f:
        lines = f.read().splitlines()
    listed, inside = [], False
    for line in lines:
        if line.startswith("#") and not line.startswith("###"):
            inside = line.strip() == "## Tests that pass"  # its ### subsections belong to it
            continue
        m = re.match(r"^- `([^`]+)`", line)
        if inside and m: listed.append(m.group(1))
    status = {ident(p, t): t["status"] for p in peers for t in p["tests"]}
    names = {p["name"] for p in peers}
    regressed = [n for n in listed if n.split(":")[0] in names and status.get(n) != "passes"]
    new = sorted(n for n, s in status.items() if s == "passes" and n not in listed)
    print()
    if new:
        print("Passing now but not listed in the article (add them):")
        for n in new: print(f"- `{n}`")
    if regressed:
        print(f"error: {len(regressed)} test(s) the article lists as passing do not pass:")
        for n in regressed: print(f"  {n}: {status.get(n, 'no longer exists')}")
        sys.exit(1)
    print(f"check: every listed test of {', '.join(sorted(names))} passes")
PYTHON
