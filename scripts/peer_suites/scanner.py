"""Reading a peer's Swift test files: the test functions (XCTest `test…` methods and Swift
Testing `@Test` functions) with their enclosing types and the `#if` conditions around them, the
helper function around a line, and what an `#if` condition is on Linux.

A scanner, not a parser: comments and string literals (raw and multi-line included) are skipped,
braces are counted. `#if` directive lines are read apart: their conditions are not code."""

import re


def scan(text):
    """The test functions of `text`, as dicts: name, type, kind ('xctest'|'testing'), start, end
    (offsets of the function's text, from the line of its `@Test` attribute or, for XCTest, of
    its `func`), conds (the `#if` conditions
    active around it, as written; an `#else` branch holds the negation of the branches before)."""
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
            while j < n and text[j] in " \t":
                j += 1
            if text.startswith("#", j):
                eol = text.find("\n", j)
                eol = n if eol < 0 else eol
                directive = text[j:eol].split("//")[0].strip()
                m = re.match(r"#(if|elseif|else|endif)\b\s*(.*)", directive)
                if m:
                    kind, cond = m.group(1), m.group(2)
                    if kind == "if":
                        conds.append([cond])
                    elif kind == "elseif" and conds:
                        conds[-1] = ["!(" + " || ".join(conds[-1]) + ")", cond]
                    elif kind == "else" and conds:
                        conds[-1] = ["!(" + " || ".join(conds[-1]) + ")"]
                    elif kind == "endif" and conds:
                        conds.pop()
                    i = eol
                    line_start = False
                    continue
        line_start = False
        if c == "\n":
            line_start = True
            pending_decl += c
            i += 1
            continue
        if text.startswith("//", i):
            eol = text.find("\n", i)
            i = n if eol < 0 else eol
            continue
        if text.startswith("/*", i):
            e = text.find("*/", i + 2)
            i = n if e < 0 else e + 2
            continue
        m = re.match(r'(#*)("""|")', text[i:i + 8])
        if m and (m.group(1) == "" or text[i + len(m.group(1))] == '"'):
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(hashes) + len(quote)
            while j < n:
                if text.startswith(close, j):
                    j += len(close)
                    break
                if text[j] == "\\" and not hashes:
                    j += 2
                    continue
                if quote == '"' and text[j] == "\n":
                    break
                j += 1
            pending_decl += " "
            i = j
            continue
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
                    # the function's text starts at its `@Test` line (XCTest: its `func` line)
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
            i += 1
            continue
        if c == "}":
            if stack:
                _, f = stack.pop()
                if f is not None and f >= 0:
                    tests[f]["end"] = i + 1
            pending_decl = ""
            i += 1
            continue
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
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        start, end = m.start(), j + 1
        if line_of(text, start) <= line <= line_of(text, end) and (best is None or start > best[0]):
            best = (start, end, m.group(1))
    return best


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def blank(text, start, end):
    """`text` with text[start:end] turned into spaces (same length, same lines)."""
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


def linux_value(cond, products, toolchain, linux_modules):
    """What an `#if` condition is here (True/False), or None when it is not understood.
    products: our module names (importable); toolchain: (major, minor) of this Swift."""
    def atom(m):
        kind, arg = m.group(1), m.group(2).strip()
        if kind == "canImport":
            return str(arg in linux_modules or arg in products)
        if kind == "os":
            return str(arg == "Linux")
        if kind in ("compiler", "swift"):
            v = tuple(int(x) for x in re.findall(r"\d+", arg)[:2])
            return str(toolchain >= v if ">=" in arg else toolchain < v)
        if kind == "arch":
            return "True"
        return "None"
    expr = re.sub(r"\b(canImport|os|compiler|swift|arch|targetEnvironment)\(([^)]*)\)", atom, cond)
    expr = re.sub(r"\bDEBUG\b", "True", expr)
    expr = expr.replace("&&", " and ").replace("||", " or ")
    expr = re.sub(r"!(?!=)", " not ", expr)
    try:
        return eval(expr, {"__builtins__": {}}, {"True": True, "False": False, "None": None})
    except Exception:
        return None


def classify_unrun(conds, products, toolchain, linux_modules):
    """(status, detail) of a test that compiled but did not run: hidden by an `#if` that is false
    here (Apple-only, or for a newer Swift when only `compiler`/`swift` conditions are false), or
    a failure when no `#if` hides it."""
    if not conds:
        return "fails", "compiled but did not run"
    false = [c for c in conds if linux_value(c, products, toolchain, linux_modules) is not True]
    toolchain_only = false and all(re.fullmatch(r"(compiler|swift)\([^)]*\)", c) for c in false)
    status = "newer Swift" if toolchain_only else "Apple-only"
    detail = "#if " + " && ".join(
        f"({c})" if "||" in c and len(false) > 1 else c for c in false or conds)
    return status, detail
