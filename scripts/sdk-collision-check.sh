#!/usr/bin/env bash
# The SDK-collision check (issue 31): no declaration of ours that survives the Darwin `#if`s
# (macOS and iOS: `canImport(Combine)`, `_runtime(_ObjC)` true; `os(Linux)`, `canImport(Glibc)`
# false) may share a name with what Apple's SDK declares, as listed with its source in
# scripts/sdk-collisions/apple-sdk-names.tsv: a public top-level type beside Combine's, a type or
# member in an extension of an Apple type beside Apple's own, a conformance Apple already adds.
# A collision is allowed only by scripts/sdk-collisions/allowed.tsv, citing the document that says
# why. Runs the checker's own unit tests first (snippets with `#if`/`#elseif`/`#else`, nested
# conditions, extensions, nested types), then the check over every target of Package.swift.
# Python 3.11, standard library only; about 5 seconds.
#
#   scripts/sdk-collision-check.sh                 # the package
#   scripts/sdk-collision-check.sh File.swift …    # given files instead (one module, "Snippet")
#   scripts/sdk-collision-check.sh --platform iOS  # one platform (default: macOS and iOS)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/scripts"

echo "== sdk_collisions unit tests"
python3 -m unittest discover --start-directory sdk_collisions/tests --top-level-directory . -q

echo "== sdk-collision check"
args=()
for argument in "$@"; do
  # Files given relative to the caller's directory.
  if [[ "$argument" == *.swift && "$argument" != /* ]]; then
    argument="$OLDPWD/$argument"
  fi
  args+=("$argument")
done
python3 -m sdk_collisions --root "$root" "${args[@]+"${args[@]}"}"
