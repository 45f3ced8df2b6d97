#!/usr/bin/env bash
# swift-identified-collections 1.1.1's own test suite, run against our IdentifiedArray with only
# its import changed (`@testable import IdentifiedCollections` → `import ExhaustiveTesting`).
# The peer's tests are extracted at run time from its git checkout into a temporary package and
# never committed. Swift 6 language mode, as the peer's Package@swift-6.0.swift builds them. Prints the XCTest summary and every failing test; exits 0 whatever the count.
#
#   scripts/identified-collections-suite.sh [path/to/swift-identified-collections.git]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
peer="${1:-/opt/swift-packages/pointfreeco/swift-identified-collections.git}"
tag=1.1.1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Suite/Tests/PeerTests"
ln -s "$repo" "$work/Exhaustive"
for file in IdentifiedArrayTests.swift IdentifiedArrayCollectionOperationTests.swift; do
  git -C "$peer" show "$tag:Tests/IdentifiedCollectionsTests/$file" \
    | sed -e 's/^@testable import IdentifiedCollections$/import ExhaustiveTesting/' \
      -e 's/^import IdentifiedCollections$/import ExhaustiveTesting/' \
      >"$work/Suite/Tests/PeerTests/$file"
done
cat >"$work/Suite/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Suite",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [.package(path: "../Exhaustive")],
  targets: [
    .testTarget(
      name: "PeerTests",
      dependencies: [.product(name: "ExhaustiveTesting", package: "Exhaustive")])
  ]
)
MANIFEST
cd "$work/Suite"
scratch=(--scratch-path "$repo/.build/identified-collections-suite")
swift build --build-tests "${scratch[@]}" 2>&1 | grep -E "error:" || true
swift test --skip-build "${scratch[@]}" >"$work/test.log" 2>&1 || true
grep -E "^Test Case .* failed|error: " "$work/test.log" | sed 's/^/  /' || true
grep -E "^\s*Executed [0-9]+ tests" "$work/test.log" | tail -1
