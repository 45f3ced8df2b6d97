#!/usr/bin/env bash
# Availability check (issue 31): every reference in Sources/, Examples/ and Tests/ to a declaration
# newer than the floors in Package.swift is covered by `@available`/`#available`, as Apple's
# compiler would demand, proven here on Linux. How it works and what it cannot see:
# scripts/availability/README.md.
#
# Cost: the package's debug build with its index store, which is what `swift test` already builds
# (SwiftPM indexes debug builds by default), so after `swift test` the build step is a no-op;
# then about 5 seconds (20 more the first time, to extract the toolchain's symbol graphs into
# .build/availability-check/). Arguments go to the checker (--verbose, --record FILE).
set -euo pipefail
cd "$(dirname "$0")/.."
tool=scripts/availability

echo "== availability-check: lint and unit tests of the checker"
if python3 -m pyflakes --version >/dev/null 2>&1; then
  python3 -m pyflakes "$tool"
else
  # Without pyflakes (pip install pyflakes), at least every file must compile (without writing
  # __pycache__ into the work tree).
  find "$tool" -name '*.py' -print0 |
    xargs -0 python3 -c 'import sys; [compile(open(f).read(), f, "exec") for f in sys.argv[1:]]'

fi
(cd "$tool" && python3 -m unittest discover --start-directory tests --top-level-directory . --quiet 2>&1)

echo "== availability-check: the package's index (swift build --build-tests --enable-index-store)"
swift build --build-tests --enable-index-store 2>&1 | tail -n 20

echo "== availability-check: references above the floors"
(cd "$tool" && python3 -m availability_check --package-path ../.. "$@")
