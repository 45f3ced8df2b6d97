#!/usr/bin/env bash
# Swift Testing attachments, end to end: runs the probe test that fails on purpose
# (Tests/ExhaustiveTestingTests/Reporting/AttachmentProbe.swift) with --attachments-path, and
# checks that the run fails and that the failure's parts were written beside it, byte for byte.
# Needs the test build `swift test` already made (it runs with --skip-build).
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

if EXHAUSTIVE_ATTACHMENT_PROBE=1 swift test --skip-build --filter 'AttachmentProbe' \
  --attachments-path "$out" >"$out/log.txt" 2>&1; then
  cat "$out/log.txt"
  echo "error: the probe passed; it must fail" >&2
  exit 1
fi
rm "$out/log.txt"

check() {
  local name="$1" expected="$2"
  if [ "$(cat "$out/$name")" != "$expected" ]; then
    echo "error: attachment $name differs; it holds:" >&2
    cat "$out/$name" >&2
    exit 1
  fi
}
check diff.txt '  FeatureState(
−   count: 2,
+   count: 1,
    query: "",
    results: [],
    isTimerOn: false
  )

(Expected: −, Actual: +)'
check expected.txt 'FeatureState(
  count: 2,
  query: "",
  results: [],
  isTimerOn: false
)'
check actual.txt 'FeatureState(
  count: 1,
  query: "",
  results: [],
  isTimerOn: false
)'
check timeline.txt 'send FeatureAction.incrementTapped (AttachmentProbe.swift:13)
  state changed'
check accept.swift 'store.send(.incrementTapped) {
  $0.count = 1
}'
if [ "$(ls "$out" | wc -l)" -ne 5 ]; then
  ls "$out" >&2
  echo "error: expected exactly 5 attachments" >&2
  exit 1
fi
echo "attachments probe: OK"
