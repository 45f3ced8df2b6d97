"""The data the runner works from, read from the files in data/ (each says where its facts come
from): the peers and their import maps, the TCA 0.1.5 example apps, the module lists and the
Apple stand-ins. Nothing here is mutable state: `load()` returns a fresh `Tables`."""

import csv
import json
import os
import re
from dataclasses import dataclass, field

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def read_tsv(path):
    """Rows of a TSV file as dicts, keyed by its header; `#` lines are comments."""
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f.read().splitlines() if line and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t", quoting=csv.QUOTE_NONE))


def read_list(path):
    """The lines of a list file, without comments and blank lines."""
    with open(path, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


@dataclass(frozen=True)
class Tables:
    peers: list          # dicts: name, tag, target, imports, conditions (+ optional flags)
    fallback: dict       # our module -> the one that stands in when the project lacks it
    tca_examples: list   # (name, sources, tests, modules)
    apple_only_modules: list
    linux_modules: frozenset
    apple_stand_ins: str
    ui_type: re.Pattern  # fullmatch: an inherited name that makes a declaration a view
    swiftui_values: frozenset = field(default_factory=frozenset)

    def peer_names(self):
        return [p["name"] for p in self.peers]


def parse_options(text):
    options = {}
    for option in (o.strip() for o in text.split(",")):
        if not option or option == "-":
            continue
        key, _, value = option.partition("=")
        if key == "optional":
            options["optional"] = True
        elif key == "mode":
            options["mode_override"] = value
        elif key == "blank_helpers":
            options["blank_helpers"] = True
        else:
            raise ValueError(f"peers.tsv: unknown option {option!r}")
    return options


def import_map(rows, peer):
    """{peer module: [our modules]} of one peer, in the file's order."""
    return {r["module"]: ([] if r["ours"].strip() == "-" else r["ours"].split())
            for r in rows if r["peer"] == peer}


def load(data=DATA):
    imports = read_tsv(os.path.join(data, "imports.tsv"))
    conditions = read_tsv(os.path.join(data, "conditions.tsv"))
    peers = []
    for row in read_tsv(os.path.join(data, "peers.tsv")):
        peers.append(dict(
            name=row["name"], tag=row["tag"], target=row["target"],
            imports=import_map(imports, row["name"]),
            conditions={c["from"].replace("\\n", "\n"): c["to"].replace("\\n", "\n")
                        for c in conditions if c["peer"] == row["name"]},
            **parse_options(row["options"])))
    known = {p["name"] for p in peers}
    for r in imports + conditions:
        if r["peer"] not in known:
            raise ValueError(f"data: {r['peer']!r} is not a peer of peers.tsv")
    fallback = {r["module"]: r["fallback"] for r in read_tsv(os.path.join(data, "fallback.tsv"))}
    with open(os.path.join(data, "tca-examples.json"), encoding="utf-8") as f:
        ex = json.load(f)
    lists = ex["lists"]
    examples = [(e["name"], list(lists[e["sources"]] if isinstance(e["sources"], str) else e["sources"]),
                 e["tests"], list(lists[e["modules"]] if isinstance(e["modules"], str) else e["modules"]))
                for e in ex["examples"]]
    ui = read_tsv(os.path.join(data, "ui-types.txt"))
    ui_type = re.compile("(" + "|".join(r["pattern"] for r in ui if r["kind"] == "type") + ")")
    with open(os.path.join(data, "apple-stand-ins.swift"), encoding="utf-8") as f:
        stand_ins = f.read()
    return Tables(
        peers=peers, fallback=fallback, tca_examples=examples,
        apple_only_modules=read_list(os.path.join(data, "apple-only-modules.txt")),
        linux_modules=frozenset(read_list(os.path.join(data, "linux-modules.txt"))),
        apple_stand_ins=stand_ins, ui_type=ui_type,
        swiftui_values=frozenset(r["pattern"] for r in ui if r["kind"] == "value"))


def tca_example(tables, name, sources, tests, modules):
    """The peer entry of one TCA 0.1.5 example app: its test target over an app module built from
    its sources (without their views), both in Swift 5 mode."""
    app = "TCA015" + name  # not `Todos`: the project may have a target of that name
    own = {m: [app] for m in [name] + modules}
    drop = {m: ["Foundation"] for m in tables.apple_only_modules}
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
