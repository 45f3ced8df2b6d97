"""`python3 -m tsan_suites [--package-path DIR] [--list FILE] check|filter|suites` (scripts/ on
PYTHONPATH). check: the list against the rule (exit 1 on a violation); filter: check, then print
the `swift test --filter` argument; suites: every suite with its decision and markers."""

import argparse
import json
import os
import subprocess
import sys

from . import rule
from .suites import read_target, scan_target


def test_targets(package):
    """{name: path relative to the package} of the package's test targets, as SwiftPM reads them."""
    out = subprocess.run(["swift", "package", "dump-package", "--package-path", package],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if out.returncode != 0:
        sys.exit(f"tsan-suites: swift package dump-package failed:\n{out.stderr}")
    targets = json.loads(out.stdout)["targets"]
    return {t["name"]: t.get("path") or os.path.join("Tests", t["name"]) for t in targets if t["type"] == "test"}


def main(argv):
    parser = argparse.ArgumentParser(prog="tsan-suites")
    parser.add_argument("--package-path", default=".")
    parser.add_argument("--list", default=None, help="default: <package>/scripts/tsan-suites.tsv")
    parser.add_argument("command", choices=["check", "filter", "suites"])
    args = parser.parse_args(argv)
    package = os.path.abspath(args.package_path)
    list_path = args.list or os.path.join(package, "scripts", "tsan-suites.tsv")
    with open(list_path, encoding="utf-8") as f:
        entries, problems = rule.parse_list(f.read())
    files, suites = {}, {}
    for target, path in test_targets(package).items():
        target_files = read_target(package, path)
        files.update(target_files)
        suites[target] = scan_target(target, target_files)
    problems += rule.check(suites, entries, files)
    if args.command == "suites":
        for target, ss in suites.items():
            for s in ss:
                decided = rule.covering(entries, s)
                decision = "/".join(sorted({e.decision for e in decided})) or "-"
                used = sorted({m for f in s.files for m in rule.markers(files[f])})
                print(f"{decision:<5} {s.id} ({s.kind}, {len(s.tests)} tests) {' '.join(used)}")
        return 0
    if problems:
        for p in problems:
            print(f"error: {p}", file=sys.stderr)
        print(f"tsan-suites: {len(problems)} problem(s) with {os.path.relpath(list_path, package)} "
              "(the rule: its header)", file=sys.stderr)
        return 1
    if args.command == "filter":
        print(rule.filter_regex(entries))
    else:
        count = sum(1 for ss in suites.values() for s in ss)
        runs = sum(1 for ss in suites.values() for s in ss if any(e.decision == "run" for e in rule.covering(entries, s)))
        skips = sum(1 for ss in suites.values() for s in ss if any(e.decision == "skip" for e in rule.covering(entries, s)))
        print(f"tsan-suites: {count} suites in {len(suites)} test targets; {runs} run under ThreadSanitizer, "
              f"{skips} left out with a reason; every suite that uses concurrency is decided")
    return 0


sys.exit(main(sys.argv[1:]))
