#!/usr/bin/env bash
# The Composable Architecture 0.1.5's own test target (Tests/ComposableArchitectureTests, 74
# tests), run against this package with only its imports changed: `ComposableArchitecture` →
# `ExhaustiveTesting`, `Combine` → `ExhaustivePublishers` (`@testable` goes with the import line);
# then the tests of its example apps (Examples/…, 58 tests), each example built as an app module
# from its sources without their views (the filter is `drop_views` in scripts/peer-suites.sh:
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
tag=0.1.5
git_dir=""
rest=()
while [ $# -gt 0 ]; do
  case "$1" in
    --tca-git) git_dir="$2"; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) rest+=("$1"); shift ;;
  esac
done

work="$repo/.build/tca-suite"
mkdir -p "$work"
if [ -z "$git_dir" ]; then
  if [ -d /opt/swift-packages/pointfreeco/swift-composable-architecture.git ]; then
    git_dir=/opt/swift-packages/pointfreeco/swift-composable-architecture.git
  else
    git_dir="$work/swift-composable-architecture.git"
    if [ ! -d "$git_dir" ]; then
      git clone --bare --quiet https://github.com/pointfreeco/swift-composable-architecture "$git_dir"
    fi
  fi
fi
if ! git -C "$git_dir" rev-parse --verify --quiet "refs/tags/$tag" >/dev/null; then
  echo "tca-suite: $git_dir has no tag $tag" >&2
  exit 1
fi

# The sources at the tag: the manifest (for the language mode), the test target and the examples.
checkout="$work/checkout-$tag"
rm -rf "$checkout"
mkdir -p "$checkout"
git -C "$git_dir" archive "$tag" Package.swift Tests/ComposableArchitectureTests Examples | tar -x -C "$checkout"

exec bash "$repo/scripts/peer-suites.sh" --peer swift-composable-architecture \
  --checkout "swift-composable-architecture=$checkout" ${rest[@]+"${rest[@]}"}
