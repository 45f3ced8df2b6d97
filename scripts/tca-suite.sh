#!/usr/bin/env bash
# The Composable Architecture 0.1.5's own test target (Tests/ComposableArchitectureTests, 74
# tests), run against this package with only its imports changed: `ComposableArchitecture` →
# `ExhaustiveTesting`, `Combine` → `ExhaustivePublishers` (`@testable` goes with the import line);
# then the tests of its example apps (Examples/…, 58 tests), each example built as an app module
# from its sources without their views (the filter is scripts/peer_suites/views.py:
# views, previews, view controllers and extensions of UI types are dropped; a view keeps its nested
# `ViewState`), in Swift 5 mode. An app declaration that still needs an Apple-only framework is
# left out with its first error, and the tests that need it then do not compile, each reported
# with its own first error.
#
# The tests are extracted at run time from a git checkout of TCA at tag 0.1.5 (nothing of TCA is
# ever committed here) and handed to scripts/peer-suites.sh, which builds them in Swift 5 mode (as
# TCA's tools-5.1 manifest does), leaves out each test that does not compile with its first
# error, runs the rest and prints one table: passes, fails, does not compile.
#
#   scripts/tca-suite.sh [--tca-git DIR] [peer-suites options: --print-passing, --test-timeout S]
#
#   --tca-git DIR  a clone (bare or not) of pointfreeco/swift-composable-architecture that has the
#                  tag 0.1.5. Default: /opt/swift-packages/pointfreeco/swift-composable-architecture.git
#                  when present, else a bare clone made once under .build/tca-suite/ from GitHub.
#
# Runtime (2 cores): as scripts/peer-suites.sh (it shares its build folder, .build/peer-suites),
# plus a few seconds per test left out for not compiling.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
PYTHONPATH="$repo/scripts${PYTHONPATH:+:$PYTHONPATH}" PYTHONDONTWRITEBYTECODE=1 \
  exec python3 -m peer_suites.tca "$repo" "$@"
