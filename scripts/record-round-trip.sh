#!/usr/bin/env bash
# Record mode, end to end: the fixture package Tests/Fixtures/RecordRoundTrip (tests with wrong
# and missing expectations) is copied to a temporary folder, run once with EXHAUSTIVE_RECORD=1
# (every failing step must say "Recorded: re-run the test"), then again without it: every test
# must pass, and the rewritten test file must equal its golden copy. The repository stays clean;
# the build folder is .build/record-round-trip, so a second run rebuilds only the fixture.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
fixture="$repo/Tests/Fixtures/RecordRoundTrip"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$fixture" "$work/RecordRoundTrip"
# The fixture depends on `../Exhaustive`: the repository, whatever its folder is called.
ln -s "$repo" "$work/Exhaustive"
cd "$work/RecordRoundTrip"
scratch=(--scratch-path "$repo/.build/record-round-trip")

swift build --build-tests "${scratch[@]}"

echo "== recording run (EXHAUSTIVE_RECORD=1): must fail, every failure recorded"
if EXHAUSTIVE_RECORD=1 swift test --skip-build "${scratch[@]}" >"$work/record.log" 2>&1; then
  cat "$work/record.log"
  echo "error: the recording run passed; it must fail at every rewritten step" >&2
  exit 1
fi
recorded=$(grep -c "^Recorded: re-run the test." "$work/record.log" || true)
refused=$(grep -c "^Not recorded:" "$work/record.log" || true)
if [ "$recorded" -ne 6 ] || [ "$refused" -ne 0 ]; then
  cat "$work/record.log"
  echo "error: expected 6 recorded steps and none refused, got $recorded and $refused" >&2
  exit 1
fi

echo "== the rewritten tests, run again: must pass"
swift build --build-tests "${scratch[@]}"
swift test --skip-build "${scratch[@]}"

echo "== the rewritten file against its golden copy"
diff -u "$fixture/Tests/CounterTests/CounterTests.swift.golden" Tests/CounterTests/CounterTests.swift
echo "record round trip: OK"
