"""The test suites of a package's test targets, read from their Swift sources: XCTestCase
subclasses (directly or through another test class of the target), Swift Testing suites (a type
with `@Suite` or with `@Test` functions), and free `@Test` functions; each with the files that
declare or extend it and its test functions."""

import os
import re
from dataclasses import dataclass, field

from peer_suites.views import mask

# An attribute, with arguments nested up to three parentheses deep (`@Test(.enabled(if: f(x)))`).
_ARGS = r"\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)"
ATTRS = rf"(?P<attrs>(?:@\w+(?:{_ARGS})?\s+)*)"
TYPE = re.compile(
    ATTRS + r"(?:(?:public|private|fileprivate|internal|final|open|package|nonisolated|indirect)\s+)*"
    r"(?P<kind>class|struct|enum|actor|extension)\s+(?P<name>[A-Za-z_][\w.]*)"
    r"\s*(?:<[^{]*?>)?\s*(?::\s*(?P<inherits>[^{]*?))?\s*(?:\bwhere\b[^{]*)?\{")
FUNC = re.compile(ATTRS + r"(?:(?:public|private|fileprivate|internal|final|static|class|override|"
                  r"nonisolated|mutating|package)\s+)*(?P<func>func)\s+(?P<name>`[^`]+`|[A-Za-z_]\w*)")


@dataclass
class Suite:
    target: str
    name: str                 # qualified type name (`Outer.Inner`), or a free function's name
    kind: str = "testing"     # "xctest" | "testing" | "function" (a free @Test function)
    files: set = field(default_factory=set)   # paths relative to the package
    tests: list = field(default_factory=list)  # test function names

    @property
    def id(self):
        return f"{self.target}.{self.name}"


def close_brace(masked, open_):
    """The offset of the `}` that closes the `{` at `open_` (or the end of the text)."""
    depth = 0
    for j in range(open_, len(masked)):
        c = masked[j]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return j
    return len(masked)


def types_in(masked):
    """(kind, qualified name, inherited names, attributes, body start, body end) of each type
    declaration or extension, nested ones named through their outer types."""
    found = []
    for m in TYPE.finditer(masked):
        open_ = m.end() - 1
        end = close_brace(masked, open_)
        inherited = [re.sub(r"<.*", "", t).strip() for t in (m.group("inherits") or "").split(",") if t.strip()]
        found.append([m.group("kind"), m.group("name"), inherited, m.group("attrs"), open_ + 1, end])
    for entry in found:  # qualify a nested type by the types around it
        outer = [o for o in found if o is not entry and o[4] <= entry[4] < o[5] and o[0] != "extension"]
        outer.sort(key=lambda o: o[4])
        if outer and entry[0] != "extension":
            entry[1] = ".".join([outer[-1][1], entry[1]]) if not entry[1].startswith(outer[-1][1] + ".") else entry[1]
    return [tuple(e) for e in found]


def top_level(masked, start, end):
    """A function telling whether an offset in masked[start:end] is outside every brace pair
    that opens within that range."""
    depth, inside = 0, []
    for j in range(start, end):
        c = masked[j]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        inside.append(depth > 0 or c == "}")
    return lambda offset: start <= offset < end and not inside[offset - start]


def direct_functions(masked, start, end):
    """(attributes, name) of each function declared directly in masked[start:end] (not nested in
    a type or function of it)."""
    outside = top_level(masked, start, end)
    return [(m.group("attrs") or "", m.group("name").strip("`"))
            for m in FUNC.finditer(masked, start, end) if outside(m.start("func"))]


def scan_target(target, files):
    """The suites of one test target. files: {path relative to the package: text}."""
    suites = {}
    masked = {f: mask(t) for f, t in files.items()}
    decls = {f: types_in(m) for f, m in masked.items()}
    # XCTestCase subclasses, through subclasses of subclasses within the target
    xctest = {"XCTestCase"}
    changed = True
    while changed:
        changed = False
        for f, ds in decls.items():
            for kind, name, inherited, _, _, _ in ds:
                if kind == "class" and inherited and inherited[0].split(".")[-1] in xctest and name not in xctest:
                    xctest.add(name)
                    changed = True
    for f, ds in decls.items():
        m = masked[f]
        for kind, name, inherited, attrs, start, end in ds:
            funcs = direct_functions(m, start, end)
            is_xc = name in xctest and name != "XCTestCase"
            testing = [n for a, n in funcs if re.search(r"@Test\b", a)]
            xc_tests = [n for a, n in funcs if n.startswith("test") and not re.search(r"@Test\b", a)] if is_xc else []
            if not (is_xc or testing or re.search(r"@Suite\b", attrs)):
                continue
            s = suites.setdefault(name, Suite(target, name, "xctest" if is_xc else "testing"))
            if is_xc:
                s.kind = "xctest"
            s.files.add(f)
            s.tests += xc_tests + testing
        # free @Test functions: top level, outside every type
        for a, n in direct_functions(m, 0, len(m)):
            if re.search(r"@Test\b", a):
                s = suites.setdefault(n, Suite(target, n, "function"))
                s.files.add(f)
                s.tests.append(n)
    # (A test class without tests of its own, such as a base class, is a suite all the same.)
    return sorted(suites.values(), key=lambda s: s.name)


def read_target(package, path):
    """{path relative to the package: text} of the Swift files under the target's folder."""
    root = os.path.join(package, path)
    files = {}
    for dirpath, _, names in os.walk(root):
        for n in sorted(names):
            if n.endswith(".swift"):
                full = os.path.join(dirpath, n)
                with open(full, encoding="utf-8") as fh:
                    files[os.path.relpath(full, package)] = fh.read()
    return files
