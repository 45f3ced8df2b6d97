#!/usr/bin/env bash
# swift-custom-dump 1.7.3's own test suite, run against StructuralDiff with only its imports
# changed. Nothing of theirs is committed: the tests are extracted at run time from a checkout
# of the peer into a temporary package that depends on this repository.
#
# Tests that do not compile against us (an API we do not offer) are left out one by one, each
# named in the report; then the suite runs and the script prints what passed and what failed.
#
#   scripts/custom-dump-suite.sh [path to a swift-custom-dump git repository]
#
# The peer defaults to the local mirror; any clone of github.com/pointfreeco/swift-custom-dump
# works. The build folder is .build/custom-dump-suite, so a second run rebuilds only the tests.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
peer="${1:-/opt/swift-packages/pointfreeco/swift-custom-dump.git}"
tag="1.7.3"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$repo" "$work/Exhaustive"
suite="$work/CustomDumpSuite"
mkdir -p "$suite/Tests/CustomDumpTests"

# The files that run on Linux (the others are wrapped in `#if canImport(UIKit)` and the like).
for file in DumpTests DiffTests Mocks Conformances/FoundationTests Conformances/SwiftTests \
  ExpectDifferenceTests ExpectNoDifferenceTests; do
  git -C "$peer" show "$tag:Tests/CustomDumpTests/$file.swift" \
    | sed -e 's/^import CustomDump$/import ExhaustiveTesting/' \
      -e '/^import IssueReportingTestSupport$/d' \
    >"$suite/Tests/CustomDumpTests/$(basename "$file").swift"
done

cat >"$suite/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "CustomDumpSuite",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  dependencies: [.package(path: "../Exhaustive")],
  targets: [
    .testTarget(
      name: "CustomDumpTests",
      dependencies: [.product(name: "ExhaustiveTesting", package: "Exhaustive")],
      swiftSettings: [.swiftLanguageMode(.v5)])
  ]
)
EOF

cd "$suite"
scratch=(--scratch-path "$repo/.build/custom-dump-suite")
removed=()
for attempt in $(seq 1 40); do
  if swift build --build-tests "${scratch[@]}" >"$work/build.log" 2>&1; then break; fi
  # Each error inside a test method removes that method; an error outside any test ends the run.
  names=$(python3 "$repo/scripts/remove-failing-tests.py" "$work/build.log" Tests/CustomDumpTests) \
    || { cat "$work/build.log"; echo "error: a compile error outside any test" >&2; exit 1; }
  for name in $names; do removed+=("$name"); done
done

echo "== tests left out because they do not compile against us (${#removed[@]})"
printf '  %s\n' "${removed[@]+"${removed[@]}"}"

swift test --skip-build "${scratch[@]}" >"$work/test.log" 2>&1 || true
echo "== failing tests"
grep -E "^Test Case '.*' failed|✘ Test .* failed|✘ Test .* recorded" "$work/test.log" \
  | sed -E "s/^Test Case '-?\[?([^ ]*)[ .]([^]']*)\]?' failed.*/  \1.\2/" | sort -u || true
echo "== totals"
grep -E "^\s*Executed [0-9]+ tests" "$work/test.log" | tail -1 || true
grep -E "Test run with [0-9]+ tests" "$work/test.log" | tail -1 || true
if [ -n "${CUSTOM_DUMP_SUITE_LOG:-}" ]; then cp "$work/test.log" "$CUSTOM_DUMP_SUITE_LOG"; fi
