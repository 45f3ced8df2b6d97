"""App sources without their views (TCA 0.1.5's example apps).

A readable brace matcher, not a parser: the examples are formatted by swift-format, so every
declaration starts a line at its scope's indentation, and only strings and comments can hide a
brace. A declaration is a view when its inheritance list names a UI type (data/ui-types.txt); a
view keeps only its nested types (a `ViewState` that the state's extensions build and the tests
compare), an extension of a UI type is dropped whole."""

import re

DECL = re.compile(r"\s*(?:@\w+(?:\([^)]*\))?\s+)*((?:(?:public|private|fileprivate|internal|final|open|"
                  r"indirect|static)\s+)*)(struct|class|enum|extension|protocol|func|let|var|typealias)"
                  r"\s+([\w.]+)\s*(?:<[^{]*?>)?\s*(?::\s*([^{]*?))?\s*(?:\bwhere\b[^{]*)?$", re.S)


def mask(text):
    """`text` with comments and string literals turned into spaces (same length, same lines)."""
    out, i, n = list(text), 0, len(text)

    def spaces(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    while i < n:
        if text.startswith("//", i):
            e = text.find("\n", i)
            e = n if e < 0 else e
            spaces(i, e)
            i = e
        elif text.startswith("/*", i):
            e = text.find("*/", i + 2)
            e = n if e < 0 else e + 2
            spaces(i, e)
            i = e
        elif text[i] in "#\"":
            m = re.match(r'(#*)("""|")', text[i:i + 8])
            if not m or (text[i] == "#" and not m.group(1)):
                i += 1
                continue
            close = m.group(2) + m.group(1)
            j = i + len(m.group(0))
            while j < n and not text.startswith(close, j):
                j += 2 if text[j] == "\\" and not m.group(1) else 1
            e = min(n, j + len(close))
            spaces(i, e)
            i = e
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
    if open_ < 0:
        return None
    depth = 0
    for j in range(open_, end):
        depth += 1 if masked[j] == "{" else -1 if masked[j] == "}" else 0
        if depth == 0:
            return open_ + 1, j
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


def blank_code(text, start, end):
    """Blanks text[start:end] but keeps its `#if`/`#endif` lines, so the conditions stay balanced."""
    lines = text[start:end].split("\n")
    kept = [line if line.lstrip().startswith("#") else re.sub(r"[^\n]", " ", line) for line in lines]
    return text[:start] + "\n".join(kept) + text[end:]


class ViewFilter:
    """Drops views; `ui_type` (a compiled pattern, fullmatched against inherited names) and
    `swiftui_values` (SwiftUI types whose extensions go) come from data/ui-types.txt."""

    def __init__(self, ui_type, swiftui_values):
        self.ui_type = ui_type
        self.swiftui_values = swiftui_values

    def is_view(self, decl):
        return decl and decl[0] in ("struct", "class", "enum") and any(self.ui_type.fullmatch(t) for t in decl[2])

    def skeleton(self, text, masked, start, end):
        """A view declaration cut down to its header (without the inheritance list) and its nested
        types that are not views. Padded with empty lines, so what follows keeps its line numbers."""
        b = body(masked, start, end)
        kind, name, _ = describe(masked, start, end)
        m = DECL.match(masked[start:b[0] - 1])
        head = text[start:b[0]] if kind == "extension" else f"{m.group(1)}{kind} {name} {{"
        members = [text[ms:me].rstrip() for ms, me in declarations(masked, b[0], b[1], "  ")
                   if (d := describe(masked, ms, me)) and not self.is_view(d)
                   and d[0] in ("struct", "class", "enum", "typealias", "extension")]
        cut = "\n".join([head] + members + ["}"])
        rest = blank_code(text, b[1] + 1, end)[b[1] + 1:end]  # after the brace: `#endif` lines stay
        pad = text.count("\n", start, b[1] + 1) - cut.count("\n")
        return text[:start] + cut + "\n" * max(0, pad) + rest + text[end:]

    def drop_views(self, files):
        """files: {path: text}. Returns them without views, previews and extensions of UI types."""
        masked = {f: mask(t) for f, t in files.items()}
        views = set()
        for f, t in files.items():
            for s_, e in declarations(masked[f], 0, len(t), ""):
                d = describe(masked[f], s_, e)
                if self.is_view(d):
                    views.add(d[1])
        result = {}
        for f, t in files.items():
            out = t
            for s_, e in reversed(declarations(masked[f], 0, len(t), "")):
                d = describe(masked[f], s_, e)
                if not d:
                    continue
                kind, name, inherited = d
                base_name = name.split(".")[0]
                if self.is_view(d) or (kind == "extension" and base_name in views and not inherited):
                    out = (self.skeleton(out, masked[f], s_, e) if body(masked[f], s_, e)
                           else blank_code(out, s_, e))
                elif kind == "extension" and (self.ui_type.fullmatch(base_name) or base_name in self.swiftui_values
                                              or base_name in views
                                              or any(self.ui_type.fullmatch(x) for x in inherited)):
                    out = blank_code(out, s_, e)
            result[f] = out
        return result
