#!/usr/bin/env bash
# Exhaustive beside swift-dependencies 1.17.1 (what every TCA 1.x app depends on): the fixture
# package Tests/Fixtures/BesidePeers is copied to a temporary folder beside a link named
# `Exhaustive` to the repository, then
#   1. built (its app target imports ExhaustiveCore and Dependencies: it must compile with no
#      ambiguity and no warning), and its tests run: what each shared name resolves to, and how
#      our tools behave beside the peers' (golden failure messages);
#   2. each file of Ambiguities/ is type-checked against that build: the names that do not
#      compile unqualified beside the peers must be exactly those of Goldens/ambiguities.txt.
# Offline: SwiftPM resolves swift-dependencies and its dependencies from the machine's package
# copies, as for Benchmarks/. The build folder is .build/beside-peers, so a second run rebuilds
# only what changed (about 2.5 minutes on 2 cores the first time, most of it swift-syntax, which
# swift-dependencies' macros need; then seconds).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$repo/Tests/Fixtures/BesidePeers"
# A fixed folder under .build (not a new temporary one each run): SwiftPM keys its build on the
# packages' paths, so a new path would rebuild the library and the peers every time.
work="$repo/.build/beside-peers-work"
rm -rf "$work"
mkdir -p "$work"
cp -R -p "$fixture" "$work/BesidePeers"
ln -s "$repo" "$work/Exhaustive"
cd "$work/BesidePeers"
scratch=(--scratch-path "$repo/.build/beside-peers")

echo "== 1. build (no warning in the fixture's own code) and test"
swift build --build-tests "${scratch[@]}" 2>&1 | tee "$work/build.log" | grep -E "error|warning:" || true
if grep -E "^$work/BesidePeers/.*(error|warning):" "$work/build.log"; then
  echo "error: the fixture does not build cleanly" >&2
  exit 1
fi
swift test --skip-build "${scratch[@]}" >"$work/test.log" 2>&1 || {
  cat "$work/test.log"
  echo "error: a fixture test failed" >&2
  exit 1
}
grep -E "Executed [0-9]+ tests|Test run with" "$work/test.log" | tail -2

echo "== 2. the names that are ambiguous beside the peers"
bin="$(swift build --show-bin-path "${scratch[@]}")"
maps=()
while IFS= read -r map; do maps+=(-Xcc "-fmodule-map-file=$map"); done < <(
  find "$bin" -maxdepth 3 -name module.modulemap ! -path '*tool.build*' | sort)
: >"$work/ambiguities.txt"
for file in Ambiguities/*.swift; do
  # Each error line, with the source line it points at: `File.swift:9: <code>  // <error>`.
  swiftc -typecheck -swift-version 6 -I "$bin/Modules" "${maps[@]}" "$file" 2>&1 \
    | grep -E "^[^ ]+\.swift:[0-9]+:[0-9]+: (error|warning): " \
    | while IFS= read -r diagnostic; do
      line="$(echo "$diagnostic" | cut -d: -f2)"
      message="$(echo "$diagnostic" | cut -d: -f5- | sed 's/^ //')"
      code="$(sed -n "${line}p" "$file" | sed 's/^ *//')"
      echo "$(basename "$file"):$line: $code  // $message"
    done >>"$work/ambiguities.txt" || true
done
if ! diff -u "$fixture/Goldens/ambiguities.txt" "$work/ambiguities.txt"; then
  echo "error: the ambiguous names differ from Goldens/ambiguities.txt" >&2
  exit 1
fi
echo "beside peers: OK ($(wc -l <"$work/ambiguities.txt") ambiguous uses pinned)"
