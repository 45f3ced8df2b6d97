#!/usr/bin/env bash
# Counts the instructions the TestStore benchmark case executes per step, ours and the bare
# reducer's, with valgrind's callgrind: unlike times, the counts repeat exactly on a busy machine.
#
#   bash scripts/count-teststore-instructions.sh [STEPS]
#
# Each side runs once with STEPS steps (default 10000) and once with none; the difference,
# divided by STEPS, is what a step costs, without process start-up and the state's set-up.
set -euo pipefail
cd "$(dirname "$0")/.."
steps="${1:-10000}"
# DWARF 4 for the C start-up target: valgrind 3.19 cannot read the DWARF 5 clang emits by default.
flags=(-c release --package-path Benchmarks -Xcc -gdwarf-4)
swift build "${flags[@]}" --product exhaustive-benchmarks >/dev/null
binary="$(swift build "${flags[@]}" --show-bin-path)/exhaustive-benchmarks"

count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" \
    --single-pass "$1" --steps "$2" 2>&1 | awk '/Collected/ { print $4 }'
}

store=$(($(count store "$steps") - $(count store 0)))
baseline=$(($(count baseline "$steps") - $(count baseline 0)))
awk -v s="$store" -v b="$baseline" -v n="$steps" 'BEGIN {
  printf "TestStore: %d instructions per step\n", s / n
  printf "baseline:  %d instructions per step\n", b / n
  printf "ratio:     %.2f× (goal ≤ 2×)\n", s / b
}'
