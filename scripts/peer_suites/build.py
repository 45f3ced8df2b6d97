"""Compiling the generated package, leaving out what does not compile: each build error's test
function is blanked out (or its helper, for peers with `blank_helpers`, or else its whole file;
for an example's app, the top-level declaration or member around it), and the build is tried
again, up to MAX_TRIES times per target, until the rest compiles."""

import os
import re
import sys

from .package import write_app_file, write_manifest, write_test_file
from .proc import run
from .scanner import blank, enclosing_function, line_of
from .views import blank_code, body, declarations, describe, mask

MAX_TRIES = 40
ERROR = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): error: (.*)$", re.M)


def errors_in(out, folder):
    """(path relative to `folder`, line, message) of each compile error in a file under `folder`."""
    folder = os.path.realpath(folder)
    for path, line, _col, msg in ERROR.findall(out):
        path = os.path.realpath(path)
        if path.startswith(folder + os.sep):
            yield os.path.relpath(path, folder), int(line), msg


def leave_out_app_declaration(session, p, rel, line, msg):
    """Blanks the app's declaration around `line` (in a type, the member alone when it is a
    method, initializer or computed property). False when the line is an import."""
    text = p["app_files"][rel]
    masked = mask(text)
    for start, end in declarations(masked, 0, len(text), ""):
        if line_of(text, start) <= line < line_of(text, end) + (end == len(text)):
            d = describe(masked, start, end)
            if text[start:end].strip().startswith("import"):
                return False
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
            write_app_file(session, p, rel, blank_code(text, start, end))
            return True
    return False


def build_app(session, p):
    """Builds an example's app module, leaving out each top-level declaration that does not compile
    (what needs an Apple-only framework); True when it builds."""
    first = next(q for q in session.peers if q.get("app") == p["app"])
    if first is not p:  # built already, for another test target of the same app
        p["app_left_out"] = []
        p["app_error"] = first.get("app_error", "")
        return "app_error" not in first
    adir = os.path.join(session.config.package, "Sources", p["app"])
    for _attempt in range(MAX_TRIES):
        rc, out = run(["swift", "build", "--target", p["app"]] + session.config.spm)
        if rc == 0:
            return True
        progress = False
        for rel, line, msg in errors_in(out, adir):
            if any(r == rel and a <= line <= b for r, a, b in p.setdefault("app_blanked", [])):
                continue  # a later error in a declaration already left out
            if leave_out_app_declaration(session, p, rel, line, msg):
                progress = True
        if not progress:
            p["app_error"] = out
            return False
    return False


def leave_out_test_error(session, p, rel, line, msg):
    """Leaves out what a compile error at rel:line is in: its test, its helper, or its file.
    False when it was left out already (a later error in the same test or helper)."""
    text = p["files"].get(rel)
    if text is None:
        return False
    hit = [t for t in p["tests"] if t["file"] == rel
           and line_of(text, t["start"]) <= line <= line_of(text, t["end"])]
    if hit:
        t = hit[0]
        if t["status"] is not None:
            return False  # a later error in a test already left out
        t["status"], t["detail"] = "does not compile", f"{rel}:{line}: {msg}"
        write_test_file(session, p, rel, blank(text, t["start"], t["end"]))
    elif any(r == rel and a <= line <= b for r, a, b in p.get("blanked", [])):
        return False  # a later error in a helper already left out
    elif p.get("blank_helpers") and (helper := enclosing_function(text, line)):
        # A helper (`setUp`, a free function) that names the peer's internals: leave it
        # out, and let each test that calls it fail to compile on its own.
        start, end, name = helper
        p.setdefault("helpers", []).append(f"{rel}:{line}: {name} — {msg}")
        p.setdefault("blanked", []).append((rel, line_of(text, start), line_of(text, end)))
        write_test_file(session, p, rel, blank(text, start, end))
    else:
        for t in p["tests"]:
            if t["file"] == rel and t["status"] is None:
                t["status"] = "does not compile"
                t["detail"] = f"{rel}:{line}: {msg} (outside any test: the whole file is left out)"
        write_test_file(session, p, rel, None)
    return True


def build_tests(session, p):
    """Builds the peer's test target, leaving out what does not compile; exits when an error
    names no test file (nothing left to leave out)."""
    tdir = os.path.join(session.config.package, "Tests", p["target"])
    for _attempt in range(MAX_TRIES):
        if all(text is None for text in p["files"].values()):
            p["skip_build"] = True  # every file left out: SwiftPM has no target without sources
            write_manifest(session)
            break
        rc, out = run(["swift", "build", "--target", p["target"]] + session.config.spm)
        if rc == 0:
            break
        progress = False
        for rel, line, msg in errors_in(out, tdir):
            if p["files"].get(rel) is None:
                continue
            if leave_out_test_error(session, p, rel, line, msg):
                progress = True
        if not progress:
            print(out)
            sys.exit(f"peer-suites: {p['target']} does not build, and no error names a test file")


def build_all(session):
    print(f"== building the library for the peers' tests ({session.config.scratch}/build)", flush=True)
    for p in session.peers:
        if p.get("app") and not build_app(session, p):
            first = ERROR.search(p["app_error"])
            for t in p["tests"]:
                t["status"] = "does not compile"
                t["detail"] = "the app does not compile: " + (
                    f"{os.path.basename(first.group(1))}:{first.group(2)}: {first.group(4)}" if first
                    else "(no error line)")
            p["skip_build"] = True
            write_manifest(session)
            continue
        build_tests(session, p)
    rc, out = run(["swift", "build", "--build-tests"] + session.config.spm)
    if rc != 0:
        print(out)
        sys.exit("peer-suites: the generated package does not link")
