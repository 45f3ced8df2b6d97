"""What each toolchain declaration needs on Apple platforms, from the toolchain's own modules.

The Linux toolchain's modules keep Apple's `@available(macOS …, iOS …)` attributes: the
`.swiftinterface` files of the standard library, _Concurrency, Observation, Synchronization, …
spell them out, and `swift-symbolgraph-extract` reads them (from the interface or the binary
module) into symbol graphs whose symbols carry their USR and their availability per domain,
already merged with the availability of the type or extension they belong to.
"""

from __future__ import annotations

import glob
import hashlib
import json
import os
import subprocess
import tempfile
from typing import Dict, List, Optional, Set, Tuple

from .versions import PLATFORMS, Availability, Version, complete

# The toolchain modules read, and why each is trusted. Modules not listed carry no Apple
# availability on Linux (Foundation, Dispatch and XCTest are the corelibs: no .swiftinterface,
# no Apple attributes) or are Linux-only (Glibc).
MODULES: List[Tuple[str, str]] = [
    ("Swift", "standard library (.swiftinterface)"),
    ("_Concurrency", "Task, executors, clocks (.swiftinterface)"),
    ("_StringProcessing", "Regex (.swiftinterface)"),
    ("RegexBuilder", "regex builder DSL (.swiftinterface)"),
    ("Observation", "@Observable, Observations (.swiftinterface)"),
    ("Synchronization", "Mutex, Atomic (.swiftinterface)"),
    ("Distributed", "distributed actors (.swiftinterface)"),
    ("Runtime", "backtraces (.swiftinterface)"),
    ("Testing", "Swift Testing (.swiftinterface)"),
    # swift-foundation keeps Apple's availability in its sources; the Linux toolchain ships it as
    # binary modules only, which symbol graphs read as well. Apple's Foundation is the same code
    # from macOS 15 / iOS 18 on, so its newer APIs carry the same floors.
    ("FoundationEssentials", "swift-foundation (binary module, no .swiftinterface)"),
    ("FoundationInternationalization", "swift-foundation (binary module, no .swiftinterface)"),
]


# Bumped when the cached table's shape changes.
FORMAT = 2


def target_triple(swiftc: str) -> str:
    info = json.loads(subprocess.run([swiftc, "-print-target-info"], check=True,
                                     stdout=subprocess.PIPE).stdout)
    return info["target"]["triple"]


def compiler_version(swiftc: str) -> str:
    out = subprocess.run([swiftc, "--version"], check=True, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT).stdout.decode()
    return out.splitlines()[0].strip()


def module_files(resource_dir: str, module: str) -> Dict[str, str]:
    """Where a module's facts come from: its interface (if any) and its binary module."""
    folder = os.path.join(resource_dir, f"{module}.swiftmodule")
    interfaces = sorted(p for p in glob.glob(os.path.join(folder, "*.swiftinterface"))
                        if not p.endswith(".private.swiftinterface"))
    binaries = sorted(glob.glob(os.path.join(folder, "*.swiftmodule")))
    return {"interface": interfaces[0] if interfaces else "",
            "binary": binaries[0] if binaries else ""}


def _availability(entries) -> Availability:
    explicit: Dict[str, Version] = {}
    for entry in entries or []:
        domain = entry.get("domain")
        introduced = entry.get("introduced")
        if domain in PLATFORMS and introduced:
            explicit[domain] = Version((introduced.get("major", 0), introduced.get("minor", 0),
                                        introduced.get("patch", 0)))
    return complete(explicit)


def extract(extractor: str, triple: str, modules: List[str], out_dir: str) -> None:
    for module in modules:
        subprocess.run([extractor, "-module-name", module, "-target", triple,
                        "-output-dir", out_dir, "-minimum-access-level", "public"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def load_table(graph_dir: str, unannotated: Optional[Set[str]] = None) -> Dict[str, dict]:
    """USR -> {"name", "module", "availability": {platform: "version"}} for every symbol with any.

    The names (`Type.member`, without arguments) of the symbols without any go to `unannotated`:
    the textual look (lexical.py) must know that such a name can mean something old.
    """
    table: Dict[str, dict] = {}
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        # `_Concurrency@Swift.symbols.json`: _Concurrency's declarations (the graph's own module
        # name is the extended one's).
        module = os.path.basename(path).split("@")[0].split(".symbols")[0]
        for symbol in graph.get("symbols", []):
            usr = symbol["identifier"]["precise"]
            # A synthesized member stands for its original, which the graphs list on its own.
            if "::SYNTHESIZED::" in usr:
                continue
            availability = _availability(symbol.get("availability"))
            if not availability:
                if unannotated is not None:
                    unannotated.add(".".join(p.split("(")[0] for p in symbol.get("pathComponents", [])))
                continue
            table[usr] = {
                "name": ".".join(symbol.get("pathComponents", [])),
                "module": module,
                "availability": {p: str(v) for p, v in availability.items()},
            }
    return table


def toolchain_table(swiftc: str, extractor: str, resource_dir: str, cache_dir: str) -> dict:
    """The availability table for this toolchain, extracted once and cached by compiler version."""
    version = compiler_version(swiftc)
    key = hashlib.sha256(f"{FORMAT}|{version}|{resource_dir}|{MODULES}".encode()).hexdigest()[:16]
    cache = os.path.join(cache_dir, f"toolchain-{key}.json")
    if os.path.exists(cache):
        with open(cache, encoding="utf-8") as f:
            return json.load(f)
    triple = target_triple(swiftc)
    names = [m for m, _ in MODULES if os.path.isdir(os.path.join(resource_dir, f"{m}.swiftmodule"))]
    unannotated: Set[str] = set()
    with tempfile.TemporaryDirectory() as graphs:
        extract(extractor, triple, names, graphs)
        symbols = load_table(graphs, unannotated)
    data = {
        "compiler": version,
        "target": triple,
        "resource_dir": resource_dir,
        "modules": [dict(name=m, why=why, **module_files(resource_dir, m))
                    for m, why in MODULES if m in names],
        "symbols": symbols,
        "unannotated_names": sorted(unannotated),
    }
    os.makedirs(cache_dir, exist_ok=True)
    tmp = cache + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(tmp, cache)
    return data


def parse_availability(stored: Dict[str, str]) -> Availability:
    return {p: Version.parse(v) for p, v in stored.items()}
