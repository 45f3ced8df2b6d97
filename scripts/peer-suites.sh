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
# out) until the rest compiles; each test left out is reported with its first error (for TCA
# 0.1.5, an error in a helper function such as `setUp` leaves out that helper instead, reported
# as such, and the tests that call it fail to compile on their own). A test
# that hangs (longer than --test-timeout) or crashes is reported as such and the rest run on.
#
#   scripts/peer-suites.sh [--project DIR] [--peer NAME]... [--check ARTICLE] [--print-passing]
#
#   --project DIR     the Exhaustive package to test (default: this repository)
#   --peer NAME       only this peer (repeatable): combine-schedulers, swift-clocks,
#                     swift-concurrency-extras, swift-custom-dump, swift-identified-collections;
#                     swift-composable-architecture (TCA 0.1.5) runs only when named, with
#                     --checkout (scripts/tca-suite.sh does both); when that checkout holds
#                     Examples/, each example app's tests run too (TCA_EXAMPLES below), one table
#                     per example
#   --checkout NAME=DIR  the peer's sources at its tag, already extracted to DIR, instead of
#                     Benchmarks' resolved checkout (no tag check: whoever extracted it chose it)
#   --check ARTICLE   fail (exit 1) when a test the article lists under "## Tests that pass"
#                     does not pass (the article is Documentation/Exhaustive.docc/Compatibility.md);
#                     and, for each peer whose tests the migration article beside it
#                     (Migrating.md) lists as differing on purpose (- `peer: Type.test` — why),
#                     when one of that peer's tests neither passes, nor is Apple-only or for a newer
#                     Swift, nor is listed there with its reason
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
    # Not a dependency of Benchmarks/: only with --peer and --checkout (scripts/tca-suite.sh).
    # Its tools-5.1 manifest builds the tests in Swift 5 mode; `@testable` is dropped with the
    # rest of the import line, so tests of TCA's internals do not compile.
    dict(
        name="swift-composable-architecture", tag="0.1.5", target="ComposableArchitectureTests",
        imports={
            "ComposableArchitecture": ["ExhaustiveTesting"],
            "Combine": ["ExhaustivePublishers"],
        },
        conditions={}, optional=True, mode_override="5", blank_helpers=True,
    ),
]
fallback = {"ExhaustiveConcurrency": "ExhaustiveTesting"}

# TCA 0.1.5's example apps (with the TCA peer, when its checkout holds Examples/): each one's app
# sources and test folder, and the modules of the app (TicTacToe's are several frameworks; here
# each example is built as one module, so every one of them names it). Its app module and tests are
# built in Swift 5 mode, as the examples' Xcode projects did. What exists only on Apple platforms
# is dropped: these imports, and the view declarations (see `drop_views`).
TICTACTOE_MODULES = ["AppCore", "AuthenticationClient", "GameCore", "LiveAuthenticationClient",
                     "LoginCore", "NewGameCore", "TwoFactorCore", "TicTacToeCommon", "AppSwiftUI",
                     "GameSwiftUI", "LoginSwiftUI", "NewGameSwiftUI", "TwoFactorSwiftUI"]
# (TicTacToe's tests are one bundle per file in its Xcode project, and two files declare the same
# class: each file is its own test target here, all over one app module. Its UIKit view modules
# are left out: no test imports them, and their view states extend the same state types as the
# SwiftUI ones', which one module cannot hold twice.)
TICTACTOE_SOURCES = ["TicTacToe/Sources/Core", "TicTacToe/Sources/Common", "TicTacToe/Sources/Views-SwiftUI"]
TCA_EXAMPLES = [
    ("SwiftUICaseStudies", ["CaseStudies/SwiftUICaseStudies"], "CaseStudies/SwiftUICaseStudiesTests", []),
    ("UIKitCaseStudies", ["CaseStudies/UIKitCaseStudies"], "CaseStudies/UIKitCaseStudiesTests", []),
    ("LocationManager", ["LocationManager/LocationManager"], "LocationManager/LocationManagerTests", []),
    ("MotionManager", ["MotionManager/MotionManager"], "MotionManager/MotionManagerTests", []),
    ("Search", ["Search/Search"], "Search/SearchTests", []),
    ("SpeechRecognition", ["SpeechRecognition/SpeechRecognition"], "SpeechRecognition/SpeechRecognitionTests", []),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/GameCoreTests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/GameSwiftUITests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/LoginCoreTests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/LoginSwiftUITests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/NewGameCoreTests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/NewGameSwiftUITests.swift", TICTACTOE_MODULES),
    ("TicTacToe", TICTACTOE_SOURCES, "TicTacToe/Tests/TwoFactorSwiftUITests.swift", TICTACTOE_MODULES),
    ("Todos", ["Todos/Todos"], "Todos/TodosTests", []),
    ("VoiceMemos", ["VoiceMemos/VoiceMemos"], "VoiceMemos/VoiceMemosTests", []),
]
APPLE_ONLY_MODULES = ["SwiftUI", "UIKit", "MapKit", "CoreLocation", "CoreMotion", "Speech", "AVFoundation"]

# What the examples' state and reducers take from Apple's SDK without being views, declared as
# the SDK declares it so that their reducers compile here: SwiftUI's `EditMode` and
# `LocalizedStringKey` (held in state), its `remove(atOffsets:)`/`move(fromOffsets:toOffset:)` on
# arrays (called by reducers), Darwin's `NSEC_PER_SEC`. None of it is ours or TCA's.
APPLE_STAND_INS = """// Generated by scripts/peer-suites.sh: Apple SDK values the examples' reducers use.
import Foundation

enum EditMode: Equatable { case inactive, transient, active }
typealias LocalizedStringKey = String
let NSEC_PER_SEC: UInt64 = 1_000_000_000

extension RangeReplaceableCollection where Self: MutableCollection {
  mutating func remove(atOffsets offsets: IndexSet) {
    // SwiftUI ignores an offset past the end (VoiceMemos' testDeleteMemo relies on it).
    for offset in offsets.reversed() where offset < count { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
  }
}
"""

def tca_example(name, sources, tests, modules):
    app = "TCA015" + name  # not `Todos`: the project may have a target of that name
    own = {m: [app] for m in [name] + modules}
    drop = {m: ["Foundation"] for m in APPLE_ONLY_MODULES}
    suffix = os.path.basename(tests)[:-len(".swift")] if tests.endswith(".swift") else "Tests"
    return dict(
        name=f"swift-composable-architecture/{name}", tag="0.1.5", target=app + suffix,
        tests_dir=os.path.join("Examples", tests), app=app,
        app_dirs=[os.path.join("Examples", d) for d in sources],
        imports={"ComposableArchitecture": ["ExhaustiveTesting"], "Combine": ["ExhaustivePublishers"],
                 **drop, **own},
        app_imports={"ComposableArchitecture": ["ExhaustiveCore"], "Combine": ["ExhaustivePublishers"],
                     **drop, **{m: [] for m in own}},
        conditions={}, mode_override="5", blank_helpers=True)

project = repo
only = []
check = None
print_passing = False
test_timeout = 120
checkout_overrides = {}
i = 0
while i < len(args):
    a = args[i]
    if a == "--project":
        project = os.path.abspath(args[i + 1]); i += 2
    elif a == "--peer":
        only.append(args[i + 1]); i += 2
    elif a == "--check":
        check = os.path.abspath(args[i + 1]); i += 2
    elif a == "--checkout":
        name, _, path = args[i + 1].partition("=")
        checkout_overrides[name] = os.path.abspath(path); i += 2
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
peers = [p for p in PEERS if p["name"] in only or (not only and not p.get("optional"))]
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
if any(p["name"] not in checkout_overrides for p in peers):
    rc, out = run(["swift", "package", "resolve", "--package-path", bench])
    if rc != 0:
        sys.exit("peer-suites: `swift package resolve --package-path Benchmarks` failed:\n" + out)
checkouts = os.path.join(bench, ".build", "checkouts")
for p in peers:
    if p["name"] in checkout_overrides:
        p["checkout"] = checkout_overrides[p["name"]]
        continue
    if p.get("optional"):
        sys.exit(f"peer-suites: {p['name']} needs --checkout {p['name']}=DIR (see scripts/tca-suite.sh)")
    p["checkout"] = os.path.join(checkouts, p["name"])
    rc, tags = run(["git", "-C", p["checkout"], "tag", "--points-at", "HEAD"])
    if rc != 0 or p["tag"] not in tags.split():
        sys.exit(f"peer-suites: {p['checkout']} is not at tag {p['tag']} (Benchmarks/Package.swift pins it)")
for p in list(peers):
    if p["name"] == "swift-composable-architecture" and os.path.isdir(os.path.join(p["checkout"], "Examples")):
        for example in TCA_EXAMPLES:
            peers.append(dict(tca_example(*example), checkout=p["checkout"]))

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

def enclosing_function(text, line):
    """The innermost function (not a test: those are handled apart) whose text holds `line`, as
    (start, end, name), or None. Braces are matched naively; used only for peers that opt in."""
    best = None
    for m in re.finditer(r"^[ \t]*(?:(?:override|public|private|static|final|@\w+)\s+)*func\s+(\w+)[^{]*\{",
                         text, re.M):
        depth, j = 0, m.end() - 1
        while j < len(text):
            if text[j] == "{": depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0: break
            j += 1
        start, end = m.start(), j + 1
        if line_of(text, start) <= line <= line_of(text, end) and (best is None or start > best[0]):
            best = (start, end, m.group(1))
    return best

def line_of(text, offset):
    return text.count("\n", 0, offset) + 1

def blank(text, start, end):
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]

# --- app sources without their views (TCA's examples) -----------------------------------------
# A readable brace matcher, not a parser: the examples are formatted by swift-format, so every
# declaration starts a line at its scope's indentation, and only strings and comments can hide a
# brace. A declaration is a view when its inheritance list names a UI type; a view keeps only its
# nested types (a `ViewState` that the state's extensions build and the tests compare), an
# extension of a UI type is dropped whole.
UI_TYPE = re.compile(r"(View|PreviewProvider|App|Scene|ViewModifier|ButtonStyle|Shape|"
                     r"UI[A-Z]\w*|\w*Representable|(MK|CL|CM|SF|AV)[A-Z]\w*)")
SWIFTUI_VALUES = {"Text", "Color", "Image", "Font", "Binding", "Animation", "AnyTransition", "Edge"}
DECL = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|private|fileprivate|internal|final|open|"
                  r"indirect|static)\s+)*)(struct|class|enum|extension|protocol|func|let|var|typealias)"
                  r"\s+([\w.]+)\s*(?:<[^{]*?>)?\s*(?::\s*([^{]*?))?\s*(?:\bwhere\b[^{]*)?$", re.S)

def mask(text):
    """`text` with comments and string literals turned into spaces (same length, same lines)."""
    out, i, n = list(text), 0, len(text)
    def spaces(a, b):
        for k in range(a, b):
            if out[k] != "\n": out[k] = " "
    while i < n:
        if text.startswith("//", i):
            e = text.find("\n", i); e = n if e < 0 else e
            spaces(i, e); i = e
        elif text.startswith("/*", i):
            e = text.find("*/", i + 2); e = n if e < 0 else e + 2
            spaces(i, e); i = e
        elif text[i] in "#\"":
            m = re.match(r'(#*)("""|")', text[i:i + 8])
            if not m or (text[i] == "#" and not m.group(1)):
                i += 1; continue
            close = m.group(2) + m.group(1)
            j = i + len(m.group(0))
            while j < n and not text.startswith(close, j):
                j += 2 if text[j] == "\\" and not m.group(1) else 1
            e = min(n, j + len(close))
            spaces(i, e); i = e
        else:
            i += 1
    return "".join(out)

def declarations(masked, lo, hi, indent):
    """(start, end) of each declaration between `lo` and `hi`: one starts at a line with exactly
    `indent` before a letter, `_` or `@` while no bracket is open, and runs to the next."""
    starts, depth, line_start = [], 0, True
    for i in range(lo, hi):
        if (line_start and depth == 0 and masked.startswith(indent, i) and i + len(indent) < hi
                and re.match(r"[A-Za-z_@]", masked[i + len(indent)])
                and not (starts and re.fullmatch(r"(\s*@\w+(\([^)]*\))?)+\s*", masked[starts[-1]:i]))):
            starts.append(i)  # (a line of attributes belongs to the declaration below it)
        c = masked[i]
        line_start = c == "\n"
        depth += 1 if c in "{([" else -1 if c in "})]" else 0
    return list(zip(starts, starts[1:] + [hi]))

def body(masked, start, end):
    """The offsets just inside the declaration's outermost braces, or None."""
    open_ = masked.find("{", start, end)
    if open_ < 0: return None
    depth = 0
    for j in range(open_, end):
        depth += 1 if masked[j] == "{" else -1 if masked[j] == "}" else 0
        if depth == 0: return open_ + 1, j
    return None

def describe(masked, start, end):
    """(kind, name, inherited names) of a declaration, or None for what is not one."""
    b = body(masked, start, end)
    m = DECL.match(masked[start:b[0] - 1 if b else end])
    if not m:
        f = re.match(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|static|"
                     r"override|mutating|final)\s+)*(func|init)\b\s*(\w*)", masked[start:end])
        return (f.group(1), f.group(2) or "init", []) if f else None
    inherited = [re.sub(r"<.*", "", t).strip() for t in (m.group(4) or "").split(",")]
    return m.group(2), m.group(3), [t for t in inherited if t]

def is_view(decl):
    return decl and decl[0] in ("struct", "class", "enum") and any(UI_TYPE.fullmatch(t) for t in decl[2])

def blank_code(text, start, end):
    """Blanks text[start:end] but keeps its `#if`/`#endif` lines, so the conditions stay balanced."""
    lines = text[start:end].split("\n")
    kept = [l if l.lstrip().startswith("#") else re.sub(r"[^\n]", " ", l) for l in lines]
    return text[:start] + "\n".join(kept) + text[end:]

def skeleton(text, masked, start, end):
    """A view declaration cut down to its header (without the inheritance list) and its nested types
    that are not views. Padded with empty lines, so what follows keeps its line numbers."""
    b = body(masked, start, end)
    kind, name, _ = describe(masked, start, end)
    m = DECL.match(masked[start:b[0] - 1])
    head = text[start:b[0]] if kind == "extension" else f"{m.group(1)}{kind} {name} {{"
    members = [text[ms:me].rstrip() for ms, me in declarations(masked, b[0], b[1], "  ")
               if (d := describe(masked, ms, me)) and not is_view(d)
               and d[0] in ("struct", "class", "enum", "typealias", "extension")]
    cut = "\n".join([head] + members + ["}"])
    rest = blank_code(text, b[1] + 1, end)[b[1] + 1:end]  # after the brace: `#endif` lines stay
    pad = text.count("\n", start, b[1] + 1) - cut.count("\n")
    return text[:start] + cut + "\n" * max(0, pad) + rest + text[end:]

def drop_views(files):
    """files: {path: text}. Returns them without views, previews and extensions of UI types."""
    masked = {f: mask(t) for f, t in files.items()}
    views = set()
    for f, t in files.items():
        for s_, e in declarations(masked[f], 0, len(t), ""):
            d = describe(masked[f], s_, e)
            if is_view(d): views.add(d[1])
    result = {}
    for f, t in files.items():
        out = t
        for s_, e in reversed(declarations(masked[f], 0, len(t), "")):
            d = describe(masked[f], s_, e)
            if not d: continue
            kind, name, inherited = d
            base_name = name.split(".")[0]
            if is_view(d) or (kind == "extension" and base_name in views and not inherited):
                out = skeleton(out, masked[f], s_, e) if body(masked[f], s_, e) else blank_code(out, s_, e)
            elif kind == "extension" and (UI_TYPE.fullmatch(base_name) or base_name in SWIFTUI_VALUES
                                          or base_name in views or any(UI_TYPE.fullmatch(x) for x in inherited)):
                out = blank_code(out, s_, e)
        result[f] = out
    return result

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
        if mods == [peer.get("app")] and m.group(2) and m.group(2).strip() == "@testable":
            return f"{indent}@testable import {mods[0]}"
        if mods == ["Foundation"]:
            return f"{indent}import Foundation  // for {module}, which re-exports it"
        return "\n".join(f"{indent}import {o}" for o in mods)
    text = re.sub(r"^([ \t]*)(@testable[ \t]+|@_exported[ \t]+|public[ \t]+|internal[ \t]+)?import[ \t]+(\w+)[ \t]*$",
                  repl, text, flags=re.M)
    for old, new in peer["conditions"].items():
        text = text.replace(old, new)
    return text

def write_app(p):
    """An example's app sources, without their views, as the target `p["app"]`."""
    files = {}
    for d in p["app_dirs"]:
        for root, _, names in os.walk(os.path.join(p["checkout"], d)):
            for f in sorted(names):
                if f.endswith(".swift"):
                    with open(os.path.join(root, f), encoding="utf-8") as fh:
                        files[os.path.relpath(os.path.join(root, f), os.path.join(p["checkout"], d))] = fh.read()
    app_peer = dict(imports=p["app_imports"], conditions={})
    # On Linux `URLSession` lives in FoundationNetworking, which Apple's Foundation includes.
    networking = "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n"
    p["app_files"] = {rel: networking + rewrite_imports(text, app_peer)
                      for rel, text in drop_views(files).items()}
    p["app_files"]["AppleStandIns.swift"] = APPLE_STAND_INS
    p["app_left_out"] = []
    for rel, text in p["app_files"].items():
        write_app_file(p, rel, text)

def write_app_file(p, rel, text):
    path = os.path.join(pkg, "Sources", p["app"], rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    p["app_files"][rel] = text

shutil.rmtree(os.path.join(pkg, "Sources"), ignore_errors=True)
for p in peers:
    if p.get("app") and not any(q is not p and q.get("app") == p["app"] and "app_files" in q for q in peers):
        write_app(p)
    src = os.path.join(p["checkout"], p.get("tests_dir", os.path.join("Tests", p["target"])))
    walk = [(os.path.dirname(src), [], [os.path.basename(src)])] if src.endswith(".swift") else None
    if walk: src = os.path.dirname(src)
    dst = os.path.join(pkg, "Tests", p["target"])
    p["files"] = {}
    p["tests"] = []
    for root, _, files in walk or os.walk(src):
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
    p["mode"] = p.get("mode_override", p["mode"])

def product_list(p):
    mods = []
    for targets in p["imports"].values():
        for o in targets:
            o = ours(o)
            if o not in mods and o not in (p.get("app"), "Foundation"): mods.append(o)
    return mods

def write_manifest():
    """The generated package: one test target per peer (and an example's app target)."""
    manifest = ['// swift-tools-version: 6.0', '// Generated by scripts/peer-suites.sh; not committed.',
                'import PackageDescription', '', 'let package = Package(',
                '  name: "PeerSuites",',
                '  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],',
                '  dependencies: [.package(path: "../Exhaustive")],', '  targets: [']
    for p in peers:
        if p.get("skip_build"): continue
        deps = ", ".join(f'.product(name: "{m}", package: "Exhaustive")' for m in product_list(p))
        settings = ", ".join(f'.enable{kind}Feature("{f}")' for kind, f in p["features"])
        mode = f'.swiftLanguageMode(.v{p["mode"]})'
        if p.get("app") and not any(q.get("app") == p["app"] and not q.get("skip_build")
                                    for q in peers[:peers.index(p)]):
            app_deps = ", ".join(f'.product(name: "{m}", package: "Exhaustive")'
                                 for m in product_list(dict(imports=p["app_imports"])))
            manifest.append(f'    .target(name: "{p["app"]}", dependencies: [{app_deps}], swiftSettings: [{mode}]),')
        if p.get("app"):
            deps += f', "{p["app"]}"'
        manifest.append(f'    .testTarget(name: "{p["target"]}", dependencies: [{deps}],')
        manifest.append(f'      swiftSettings: [{mode}{", " if settings else ""}{settings}]),')
    manifest += ['  ]', ')', '']
    with open(os.path.join(pkg, "Package.swift"), "w") as f:
        f.write("\n".join(manifest))

write_manifest()

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

def build_app(p):
    """Builds an example's app module, leaving out each top-level declaration that does not compile
    (what needs an Apple-only framework); True when it builds."""
    first = next(q for q in peers if q.get("app") == p["app"])
    if first is not p:  # built already, for another test target of the same app
        p["app_left_out"] = []
        p["app_error"] = first.get("app_error", "")
        return "app_error" not in first
    adir = os.path.realpath(os.path.join(pkg, "Sources", p["app"]))
    for attempt in range(40):
        rc, out = run(["swift", "build", "--target", p["app"]] + spm)
        if rc == 0:
            return True
        progress = False
        for path, line, col, msg in error_re.findall(out):
            path = os.path.realpath(path)
            if not path.startswith(adir + os.sep):
                continue
            rel = os.path.relpath(path, adir)
            text, line = p["app_files"][rel], int(line)
            if any(r == rel and a <= line <= b for r, a, b in p.setdefault("app_blanked", [])):
                continue  # a later error in a declaration already left out
            masked = mask(text)
            for start, end in declarations(masked, 0, len(text), ""):
                if line_of(text, start) <= line < line_of(text, end) + (end == len(text)):
                    d = describe(masked, start, end)
                    if text[start:end].strip().startswith("import"):
                        break
                    # In a type (or a type nested in it), a method or computed property that
                    # needs the platform goes alone.
                    scope, indent = (start, end, d), "  "
                    while scope[2] and scope[2][0] in ("struct", "enum", "class", "extension"):
                        b = body(masked, scope[0], scope[1])
                        inner = [(ms, me, describe(masked, ms, me))
                                 for ms, me in (declarations(masked, b[0], b[1], indent) if b else [])
                                 if line_of(text, ms) <= line < line_of(text, me)]
                        if not inner or not inner[0][2]:
                            break
                        ms, me, md = inner[0]
                        scope, indent = (ms, me, (md[0], f"{scope[2][1]}.{md[1]}", md[2])), indent + "  "
                        if md[0] in ("func", "init", "var") and body(masked, ms, me):
                            start, end, d = scope
                            break
                    name = d[1] if d else text[start:end].strip().splitlines()[0][:60]
                    p["app_left_out"].append(f"{rel}:{line}: {name} — {msg}")
                    last = line_of(text, end) - (0 if end == len(text) else 1)
                    p["app_blanked"].append((rel, line_of(text, start), last))
                    write_app_file(p, rel, blank_code(text, start, end))
                    progress = True
                    break
        if not progress:
            p["app_error"] = out
            return False
    return False

print(f"== building the library for the peers' tests ({scratch}/build)", flush=True)
for p in peers:
    if p.get("app") and not build_app(p):
        first = error_re.search(p["app_error"])
        for t in p["tests"]:
            t["status"] = "does not compile"
            t["detail"] = "the app does not compile: " + (
                f"{os.path.basename(first.group(1))}:{first.group(2)}: {first.group(4)}" if first else "(no error line)")
        p["skip_build"] = True
        write_manifest()
        continue
    tdir = os.path.realpath(os.path.join(pkg, "Tests", p["target"]))
    for attempt in range(40):
        if all(text is None for text in p["files"].values()):
            p["skip_build"] = True  # every file left out: SwiftPM has no target without sources
            write_manifest()
            break
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
            elif any(r == rel and a <= line <= b for r, a, b in p.get("blanked", [])):
                continue  # a later error in a helper already left out
            elif p.get("blank_helpers") and (helper := enclosing_function(text, line)):
                # A helper (`setUp`, a free function) that names the peer's internals: leave it
                # out, and let each test that calls it fail to compile on its own.
                start, end, name = helper
                p.setdefault("helpers", []).append(f"{rel}:{line}: {name} — {msg}")
                p.setdefault("blanked", []).append((rel, line_of(text, start), line_of(text, end)))
                write_file(p, rel, blank(text, start, end))
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
    for h in p.get("helpers", []):
        print(f"  helper left out  {h}")
    for h in p.get("app_left_out", []):
        print(f"  app left out     {h}")

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
    # "## Tests that pass" must pass; "## Tests that race in principle" (a race in the peer's
    # own test, which it loses for the peer too on a loaded machine) may pass or fail.
    listed, racy, section = [], [], None
    for line in lines:
        if line.startswith("#") and not line.startswith("###"):
            section = line.strip()  # its ### subsections belong to it
            continue
        m = re.match(r"^- `([^`]+)`", line)
        if m and section == "## Tests that pass": listed.append(m.group(1))
        if m and section == "## Tests that race in principle": racy.append(m.group(1))
    status = {ident(p, t): t["status"] for p in peers for t in p["tests"]}
    names = {p["name"] for p in peers}
    regressed = [n for n in listed if n.split(":")[0] in names and status.get(n) != "passes"]
    new = sorted(
        n for n, s in status.items() if s == "passes" and n not in listed and n not in racy)
    print()
    if new:
        print("Passing now but not listed in the article (add them):")
        for n in new: print(f"- `{n}`")
    if regressed:
        print(f"error: {len(regressed)} test(s) the article lists as passing do not pass:")
        for n in regressed: print(f"  {n}: {status.get(n, 'no longer exists')}")
        sys.exit(1)
    print(f"check: every listed test of {', '.join(sorted(names))} passes")

    # Tests that differ on purpose: every one of a listed peer's tests that does not pass must be
    # in the migration article with its reason (the peers without such a list are not held to it).
    migrating = os.path.join(os.path.dirname(check), "Migrating.md")
    deliberate, unexplained = {}, []
    if os.path.exists(migrating):
        with open(migrating) as f:
            for line in f.read().splitlines():
                m = re.match(r"^- `([^`:]+: [^`]+)`(.*)$", line)
                if m and m.group(1).split(":")[0] in names:
                    deliberate[m.group(1)] = m.group(2).strip()
                    if not re.match(r"^— \S", m.group(2).strip()):
                        unexplained.append(m.group(1))
    strict = {n.split(":")[0] for n in deliberate}
    missing = sorted(n for n, s in status.items() if n.split(":")[0] in strict
                     and s in ("fails", "does not compile") and n not in deliberate)
    stale = sorted(n for n in deliberate if status.get(n) == "passes")
    gone = sorted(n for n in deliberate if n not in status)
    if stale:
        print("Listed in Migrating.md as differing on purpose but passing now (remove them):")
        for n in stale: print(f"- `{n}`")
    if missing or unexplained or gone:
        for n in missing: print(f"error: {n} does not pass and Migrating.md does not list it as a deliberate difference")
        for n in unexplained: print(f"error: Migrating.md lists {n} without a reason (`— why`)")
        for n in gone: print(f"error: Migrating.md lists {n}, which is not a test of the peer")
        sys.exit(1)
    if strict:
        print(f"check: every test of {', '.join(sorted(strict))} that does not pass is a deliberate difference listed in Migrating.md")
PYTHON
