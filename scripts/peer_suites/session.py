"""One run's state, passed explicitly: the config, the tables, the peers chosen (each a dict that
the later steps fill in: checkout, files, tests, build results), our products and the toolchain."""

import os
import re
import sys
from dataclasses import dataclass

from . import tables as tables_
from .proc import run
from .views import ViewFilter


@dataclass
class Session:
    config: object        # config.Config
    tables: object        # tables.Tables
    peers: list           # the peers of this run, in order (examples appended after TCA)
    products: set         # the `.library` names of the project's Package.swift
    toolchain: tuple      # (major, minor) of `swift --version`

    @property
    def views(self):
        return ViewFilter(self.tables.ui_type, self.tables.swiftui_values)


def select_peers(tables, only):
    """The peers named (all but the optional ones when none is); exits on an unknown name."""
    peers = [p for p in tables.peers if p["name"] in only or (not only and not p.get("optional"))]
    if only and len(peers) != len(only):
        sys.exit(f"peer-suites: unknown peer in {only}; known: {tables.peer_names()}")
    return peers


def resolve_checkouts(config, tables, peers):
    """Sets each peer's `checkout` (Benchmarks' resolved one at its tag, or --checkout), and adds
    TCA's example apps after TCA when its checkout holds Examples/."""
    if any(p["name"] not in config.checkout_overrides for p in peers):
        rc, out = run(["swift", "package", "resolve", "--package-path", config.benchmarks])
        if rc != 0:
            sys.exit("peer-suites: `swift package resolve --package-path Benchmarks` failed:\n" + out)
    checkouts = os.path.join(config.benchmarks, ".build", "checkouts")
    for p in peers:
        if p["name"] in config.checkout_overrides:
            p["checkout"] = config.checkout_overrides[p["name"]]
            continue
        if p.get("optional"):
            sys.exit(f"peer-suites: {p['name']} needs --checkout {p['name']}=DIR (see scripts/tca-suite.sh)")
        p["checkout"] = os.path.join(checkouts, p["name"])
        rc, tags = run(["git", "-C", p["checkout"], "tag", "--points-at", "HEAD"])
        if rc != 0 or p["tag"] not in tags.split():
            sys.exit(f"peer-suites: {p['checkout']} is not at tag {p['tag']} (Benchmarks/Package.swift pins it)")
    for p in list(peers):
        if p["name"] == "swift-composable-architecture" and os.path.isdir(os.path.join(p["checkout"], "Examples")):
            for example in tables.tca_examples:
                peers.append(dict(tables_.tca_example(tables, *example), checkout=p["checkout"]))
    return peers


def library_products(manifest_text):
    return set(re.findall(r'\.library\(\s*name:\s*"(\w+)"', manifest_text))


def toolchain_version():
    rc, out = run(["swift", "--version"])
    m = re.search(r"Swift version (\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2)))


def start(config):
    """The session of a run: peers chosen and at their tags, products and toolchain read."""
    tables = tables_.load()
    peers = resolve_checkouts(config, tables, select_peers(tables, config.only))
    with open(os.path.join(config.project, "Package.swift")) as f:
        products = library_products(f.read())
    return Session(config=config, tables=tables, peers=peers, products=products,
                   toolchain=toolchain_version())


def manifest_settings(checkout, toolchain):
    """Upcoming/experimental features, language mode and the manifest's file name, from the
    manifest SwiftPM would pick for `toolchain` (a `Package@swift-X.Y.swift` when one fits)."""
    best, best_v = os.path.join(checkout, "Package.swift"), None
    for name in os.listdir(checkout):
        m = re.fullmatch(r"Package@swift-(\d+)(?:\.(\d+))?(?:\.\d+)?\.swift", name)
        if m:
            v = (int(m.group(1)), int(m.group(2) or 0))
            if v <= toolchain and (best_v is None or v > best_v):
                best, best_v = os.path.join(checkout, name), v
    with open(best) as f:
        text = f.read()
    # (A plain Package.swift whose tools version is above the toolchain's would be refused by
    # SwiftPM; its features are still the peer's intent, so they are read all the same.)
    features = re.findall(r'\.enable(Upcoming|Experimental)Feature\("(\w+)"\)', text)
    mode = "6"
    m = re.search(r"swiftLanguageModes:\s*\[\s*\.v(\d)", text)
    if m:
        mode = m.group(1)
    return features, mode, os.path.basename(best)
