#!/usr/bin/env bash
# Record mode, end to end, and its convergence: the fixture package Tests/Fixtures/RecordRoundTrip
# is copied to a temporary folder and
#   1. run once with EXHAUSTIVE_RECORD=1: it must fail, with exactly $RECORDED failures saying
#      "Recorded: re-run the test." and the "Not recorded:" reasons of Goldens/not-recorded.txt
#      (the RefusedTests target, whose file must stay unchanged);
#   2. rebuilt, with no warning in a rewritten file, and run again: every test of the
#      RecordedTests target must pass, and each
#      rewritten file must equal its copy in Goldens/;
#   3. run with EXHAUSTIVE_RECORD=1 once more: it must pass and leave every file byte for byte
#      as it was (recording a passing test changes nothing).
# The repository stays clean; the build folder is .build/record-round-trip, so a second run of
# the script rebuilds only the fixture.
set -euo pipefail
RECORDED=85
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

echo "== 1. recording run (EXHAUSTIVE_RECORD=1): must fail, every failure recorded or refused"
if EXHAUSTIVE_RECORD=1 swift test --skip-build "${scratch[@]}" >"$work/record.log" 2>&1; then
  cat "$work/record.log"
  echo "error: the recording run passed; it must fail at every rewritten step" >&2
  exit 1
fi
recorded=$(grep -c "Recorded: re-run the test." "$work/record.log" || true)
if [ "$recorded" -ne "$RECORDED" ]; then
  cat "$work/record.log"
  echo "error: expected $RECORDED recorded failures, got $recorded" >&2
  exit 1
fi
# Each refusal's reason, whole, as the failure ends with it.
grep -o "Not recorded: .*" "$work/record.log" | sort >"$work/not-recorded.txt" || true
if ! diff -u "$fixture/Goldens/not-recorded.txt" "$work/not-recorded.txt"; then
  echo "error: the \"Not recorded:\" reasons differ from Goldens/not-recorded.txt" >&2
  exit 1
fi
diff -u "$fixture/Tests/RefusedTests/RefusedTests.swift" Tests/RefusedTests/RefusedTests.swift

echo "== 2. the rewritten tests, run again: must compile without a warning, pass, and equal their golden copies"
swift build --build-tests "${scratch[@]}" 2>&1 | tee "$work/rebuild.log"
# Recorded code is code the user keeps: a warning in it (a local the rewrite left unused) fails
# a project that treats warnings as errors.
if grep -E "Tests/RecordedTests/.*warning:" "$work/rebuild.log"; then
  echo "error: the rewritten tests compile with warnings" >&2
  exit 1
fi
swift test --skip-build "${scratch[@]}" --filter RecordedTests >"$work/rerun.log" 2>&1 || {
  cat "$work/rerun.log"
  echo "error: a recorded test still fails" >&2
  exit 1
}
for golden in "$fixture"/Goldens/*.swift.golden; do
  name="$(basename "$golden" .golden)"
  diff -u "$golden" "Tests/RecordedTests/$name"
done

echo "== 3. recording the passing tests again: must pass and change nothing"
before="$(cat Tests/RecordedTests/*.swift | cksum)"
EXHAUSTIVE_RECORD=1 swift test --skip-build "${scratch[@]}" --filter RecordedTests \
  >"$work/again.log" 2>&1 || {
  cat "$work/again.log"
  echo "error: recording the passing tests failed" >&2
  exit 1
}
if [ "$(cat Tests/RecordedTests/*.swift | cksum)" != "$before" ]; then
  echo "error: recording the passing tests changed them" >&2
  exit 1
fi
echo "record round trip: OK ($recorded recorded, $(wc -l <"$work/not-recorded.txt") refused)"
