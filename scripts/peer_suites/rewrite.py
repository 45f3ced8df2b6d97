"""The import rewrite: a peer's `import` lines become imports of our modules, by the peer's
import map (data/imports.tsv), and its `#if` rewrites (data/conditions.tsv) are applied."""

import re

IMPORT_LINE = re.compile(
    r"^([ \t]*)(@testable[ \t]+|@_exported[ \t]+|public[ \t]+|internal[ \t]+)?import[ \t]+(\w+)[ \t]*$", re.M)


def ours(module, products, fallback):
    """`module`, or the module that stands in for it when the project has no such product."""
    while module not in products and module in fallback:
        module = fallback[module]
    return module


def rewrite_imports(text, peer, products, fallback):
    """`text` with each import of a module of `peer["imports"]` rewritten, then the peer's
    `conditions` replaced (so a condition's key names our import, not the peer's)."""
    def repl(m):
        indent, module = m.group(1), m.group(3)
        if module not in peer["imports"]:
            return m.group(0)
        mods = []
        for o in peer["imports"][module]:
            o = ours(o, products, fallback)
            if o not in mods:
                mods.append(o)
        if not mods:
            return f"{indent}// import {module} (no counterpart needed)"
        if mods == [peer.get("app")] and m.group(2) and m.group(2).strip() == "@testable":
            return f"{indent}@testable import {mods[0]}"
        if mods == ["Foundation"]:
            return f"{indent}import Foundation  // for {module}, which re-exports it"
        return "\n".join(f"{indent}import {o}" for o in mods)
    text = IMPORT_LINE.sub(repl, text)
    for old, new in peer["conditions"].items():
        text = text.replace(old, new)
    return text


def product_list(peer, products, fallback):
    """The products of ours a peer's test target (or an app: `imports` only) depends on."""
    mods = []
    for targets in peer["imports"].values():
        for o in targets:
            o = ours(o, products, fallback)
            if o not in mods and o not in (peer.get("app"), "Foundation"):
                mods.append(o)
    return mods
