#!/usr/bin/env bash
# The ThreadSanitizer selection of .ci/run, by a rule instead of a hand-kept regex: the list
# scripts/tsan-suites.tsv decides every test suite that uses concurrency (run under TSan, or left
# out with its reason); the rule is in the list's header and in scripts/tsan_suites/README.md.
#
#   scripts/tsan-suites.sh            # check the list against the rule (exit 1 on a violation)
#   scripts/tsan-suites.sh --filter   # check, then print the `swift test --filter` argument
#   scripts/tsan-suites.sh --suites   # every suite, its decision and the constructs it uses
#
# Python 3.11, standard library only; reads the package's test targets with
# `swift package dump-package` (a second or two), then their sources (under a second).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
command=check
case "${1:-}" in
  --filter) command=filter ;;
  --suites) command=suites ;;
  "") ;;
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) echo "tsan-suites: unknown argument $1 (see --help)" >&2; exit 2 ;;
esac
PYTHONPATH="$repo/scripts${PYTHONPATH:+:$PYTHONPATH}" PYTHONDONTWRITEBYTECODE=1 \
  exec python3 -m tsan_suites --package-path "$repo" "$command"
