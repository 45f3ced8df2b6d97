#!/usr/bin/env bash
# Every fenced swift block of the articles (Documentation/Exhaustive.docc) and the README is
# compiled as shown, or marked "Excerpt from `<compiled file>`:" with each of its paragraphs in
# that file (issue 34 §5). Runs the checker's own tests, the check, and then compiles the fixture
# manifests the articles show (`swift package dump-package`, beside a link named Exhaustive).
# Any failure fails the run. `--no-manifests` skips the last step (it takes a minute).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/scripts/snippets"
PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tests -t . -q
PYTHONDONTWRITEBYTECODE=1 python3 check_snippets.py "$root"
if [[ "${1:-}" == "--no-manifests" ]]; then exit 0; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/Exhaustive"
for fixture in GettingStarted ControllingDependencies; do
  mkdir -p "$work/$fixture"
  cp "$root/Tests/Fixtures/$fixture/Package.swift" "$work/$fixture/"
  swift package --package-path "$work/$fixture" dump-package > /dev/null
  echo "Tests/Fixtures/$fixture/Package.swift compiles."
done
