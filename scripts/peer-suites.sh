#!/usr/bin/env bash
# Parity, measured: each peer's own test target, at the tag Benchmarks/ resolves, run against this
# package with only its imports changed.
#
# For every peer below, the script copies `Tests/<target>/` out of the checkout SwiftPM resolves for
# Benchmarks/ (Benchmarks/.build/checkouts; nothing of the peers is ever committed) into a
# package it generates under `<project>/.build/peer-suites/package`, rewrites the import lines
# with the peer's import map (PEERS below), compiles it in the language mode and with the
# upcoming features the peer's own manifest gives its test target, then runs it and prints one
# table per peer: passes, fails, does not compile, Apple-only (with the `#if` that hides the
# test on Linux), and tests that need a newer Swift than this toolchain (`#if compiler(>=…)`).
#
# A test that does not compile does not hide the others: the build is retried with each error's
# test function blanked out (or, for an error outside any test function, the whole file left
# out) until the rest compiles; each test left out is reported with its first error (for TCA
# 0.1.5, an error in a helper function such as `setUp` leaves out that helper instead, reported
# as such, and the tests that call it fail to compile on their own). A test
# that hangs (longer than --test-timeout) or crashes is reported as such and the rest run on.
#
#   scripts/peer-suites.sh [--project DIR] [--peer NAME]... [--check ARTICLE] [--print-passing]
#
#   --project DIR     the Exhaustive package to test (default: this repository)
#   --peer NAME       only this peer (repeatable): combine-schedulers, swift-clocks,
#                     swift-concurrency-extras, swift-custom-dump, swift-identified-collections;
#                     swift-composable-architecture (TCA 0.1.5) runs only when named, with
#                     --checkout (scripts/tca-suite.sh does both); when that checkout holds
#                     Examples/, each example app's tests run too (TCA_EXAMPLES below), one table
#                     per example
#   --checkout NAME=DIR  the peer's sources at its tag, already extracted to DIR, instead of
#                     Benchmarks' resolved checkout (no tag check: whoever extracted it chose it)
#   --check ARTICLE   fail (exit 1) when a test the article lists under "## Tests that pass"
#                     does not pass (the article is Documentation/Exhaustive.docc/Compatibility.md);
#                     and, for each peer whose tests the migration article beside it
#                     (Migrating.md) lists as differing on purpose (- `peer: Type.test` — why),
#                     when one of that peer's tests neither passes, nor is Apple-only or for a newer
#                     Swift, nor is listed there with its reason
#   --print-passing   print the passing tests as that list (one ### section per peer), to paste
#                     into the article
#   --test-timeout S  seconds one test run may take before its running test counts as hung
#                     (default 120)
#
# Runtime (2 cores): the first run builds the library once more in its own folder
# (.build/peer-suites, about 3 minutes); later runs rebuild only what changed. Each build retry
# after a compile error costs one module's compile (seconds); the peers' suites run in about a
# minute together (swift-concurrency-extras' stress test is most of it).
#
# Needs python3 (3.11, standard library only). The program is the package scripts/peer_suites/
# (its README.md: the modules, the data files in data/ and where their facts come from, the unit
# tests: `cd scripts && python3 -m unittest discover -s peer_suites/tests -t .`).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
PYTHONPATH="$repo/scripts${PYTHONPATH:+:$PYTHONPATH}" PYTHONDONTWRITEBYTECODE=1 \
  exec python3 -m peer_suites "$repo" "$@"
