"""Command line: `python3 -m availability_check --package-path . [--store …]`.

Exits 1 when a reference is not guarded, 2 when the index is missing or stale.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time

from . import check, indexstore, symbolgraph
from .versions import PLATFORMS, describe


def write_record(path: str, table: dict, floors) -> None:
    """The facts the check uses, with where each comes from, in a reviewable form."""
    lines = [
        "# Toolchain declarations above the package's floors, as availability-check reads them.",
        "# Regenerate: scripts/availability-check.sh --record scripts/availability/data/"
        "above-floors.tsv",
        f"# compiler: {table['compiler']} (target {table['target']})",
        f"# floors (Package.swift via swift package dump-package): {describe(floors)}",
    ]
    for module in table["modules"]:
        source = module["interface"] or module["binary"]
        lines.append(f"# module {module['name']}: {source} ({module['why']})")
    lines.append("# columns: module, declaration, " + ", ".join(PLATFORMS))
    rows = set()
    for entry in table["symbols"].values():
        needs = check.above(symbolgraph.parse_availability(entry["availability"]), floors)
        if needs:
            rows.add("\t".join([entry["module"], entry["name"]]
                               + [entry["availability"].get(p, "-") for p in PLATFORMS]))
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines + sorted(rows)) + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="availability_check", description=__doc__)
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--store", help="index store (default: <package>/.build/debug/index/store)")
    parser.add_argument("--toolchain-bin", help="the toolchain's bin/ (default: swiftc's folder)")
    parser.add_argument("--cache", help="where the toolchain table is kept "
                        "(default: <package>/.build/availability-check)")
    parser.add_argument("--record", metavar="FILE",
                        help="write the facts used (toolchain, module files, every toolchain "
                        "declaration above the floors) to FILE as TSV, then check")
    parser.add_argument("--verbose", action="store_true",
                        help="also list the guarded references and our declarations above the floors")
    args = parser.parse_args(argv)

    started = time.monotonic()
    package = os.path.realpath(args.package_path)
    swiftc = shutil.which("swiftc")
    bin_dir = args.toolchain_bin or (os.path.dirname(os.path.realpath(swiftc)) if swiftc else "")
    if not bin_dir:
        print("availability-check: no swiftc on PATH", file=sys.stderr)
        return 2
    tool = lambda name: os.path.join(bin_dir, name)  # noqa: E731
    resource_dir = os.path.join(os.path.dirname(bin_dir), "lib", "swift", "linux")
    store_path = args.store or os.path.join(package, ".build", "debug", "index", "store")
    if not os.path.isdir(store_path):
        print(f"availability-check: no index store at {store_path}; build with "
              "`swift build --build-tests --enable-index-store` first", file=sys.stderr)
        return 2
    library = indexstore.default_library(bin_dir)
    if library is None:
        print(f"availability-check: no libIndexStore.so beside {bin_dir}", file=sys.stderr)
        return 2

    floors = check.manifest_floors(package, tool("swift"))
    table = symbolgraph.toolchain_table(
        tool("swiftc"), tool("swift-symbolgraph-extract"), resource_dir,
        args.cache or os.path.join(package, ".build", "availability-check"))
    if args.record:
        write_record(args.record, table, floors)
    store = indexstore.open_store(library, store_path)
    report = check.run(package, store, floors, table["symbols"], tool("swift-frontend"),
                       unannotated=table["unannotated_names"])

    if report.stale:
        for path in report.stale:
            print(f"{os.path.relpath(path, package)}: error: changed since the index was written; "
                  "rebuild with --enable-index-store", file=sys.stderr)
        return 2
    for violation in report.violations:
        print(violation.message(package))
    for query in report.useless_queries:
        print(query.message(package))
    if args.verbose:
        for g in report.guarded:
            print(f"{os.path.relpath(g.path, package)}:{g.line}:{g.column}: note: '{g.name}' needs "
                  f"{describe(g.needs)}; guarded by {', '.join(g.by)}")
        for usr, req in sorted(report.own_requirements.items(), key=lambda kv: kv[1].source):
            print(f"note: our '{req.name}' needs {describe(req.availability)} ({req.source})")
    print(f"availability-check: floors {describe(floors)}; {table['compiler']}; "
          f"{report.files} files indexed, {report.files_read_as_text} read (partly) as text, "
          f"{report.checked_references} references above the floors, "
          f"{report.guarded_references} guarded, {len(report.violations)} not; "
          f"{len(report.useless_queries)} availability checks that always hold; "
          f"{len(report.own_requirements)} of our declarations above the floors; "
          f"{time.monotonic() - started:.1f}s")
    return 1 if report.violations or report.useless_queries else 0


if __name__ == "__main__":
    sys.exit(main())
