#!/usr/bin/env bash
# The Combine simulation (issue 31): builds the package's Darwin code path on Linux and runs its
# tests there. Fixtures/CombineSimulation is a package whose module named `Combine` re-exports
# OpenCombine 0.14.0, plus what Apple's SDK has and OpenCombine lacks, and whose targets are the
# repository's own source and test folders (symlinked), so `canImport(Combine)` is true for
# exactly the code the root package builds for Linux. It compiles:
#   - ExhaustiveCore, ExhaustivePublishers, ExhaustiveTesting, ExhaustiveDependencies and what
#     they need, on the Combine shape;
#   - the fixture app file (Sources/CombineApp), which imports Combine beside our modules;
#   - the Todos and NumberFact case studies;
# and runs ExhaustiveCoreTests, ExhaustivePublishersTests, ExhaustivePublishersSwift5Tests, the
# transcript tests of episodes 102 and 103 and the fixture app's tests.
#
# Fails when a build fails, when our code (not OpenCombine's) has a warning, or when a test fails
# or hangs. The scratch path is separate from the root package's (.build-combine-sim, or
# $COMBINE_SIM_SCRATCH), so the two never share modules.
#
# Usage: scripts/combine-simulation.sh [--clean]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixture="$root/Fixtures/CombineSimulation"
scratch="${COMBINE_SIM_SCRATCH:-$root/.build-combine-sim}"
test_timeout="${COMBINE_SIM_TEST_TIMEOUT:-900}"

if [[ "${1:-}" == "--clean" ]]; then
  rm -rf "$scratch"
fi

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

cd "$fixture"
echo "== Combine simulation: building (scratch: $scratch)"
if ! swift build --build-tests --scratch-path "$scratch" 2>&1 | tee "$log"; then
  echo "combine-simulation: the build failed" >&2
  exit 1
fi

# Warnings in our code: the symlinked Sources/ and Tests/ folders and the fixture's own targets.
# OpenCombine's (under the checkouts) are not ours to fix.
if grep -E "^$fixture/(Sources|Tests)/[^ ]+: warning:" "$log" | grep -v "/checkouts/"; then
  echo "combine-simulation: warnings in our code (above)" >&2
  exit 1
fi

echo "== Combine simulation: testing"
if ! timeout "$test_timeout" swift test --skip-build --scratch-path "$scratch" 2>&1 | tee "$log"
then
  echo "combine-simulation: tests failed or timed out after ${test_timeout}s" >&2
  exit 1
fi
if grep -qE "with [1-9][0-9]* failures? \(|✘ Test run" "$log"; then
  echo "combine-simulation: tests failed" >&2
  exit 1
fi
echo "== Combine simulation: passed"
