#!/usr/bin/env bash
# Builds the DocC catalog (Documentation/Exhaustive.docc) into a static documentation archive,
# with the toolchain's own `docc`, from the symbol graphs of a `swift build` of the library
# modules. Any docc warning (a broken symbol link, an undocumented parameter, …) fails the build.
#
#   scripts/build-docs.sh [output-dir]        # default: .docc-build/Exhaustive.doccarchive
#
# If Documentation/Performance.md exists (the benchmark run), it is folded into the Performance
# article as its "Benchmarks" section.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.docc-build/Exhaustive.doccarchive}
scratch=.build-docs              # its own build directory: the extra flags would rebuild .build
graphs=$PWD/$scratch/symbol-graphs
staged=$scratch/Exhaustive.docc
log=$scratch/docc.log

if command -v xcrun >/dev/null 2>&1; then
  docc=$(xcrun --find docc)
else
  docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
fi
[ -x "$docc" ] || { echo "error: no docc next to $(command -v swift)" >&2; exit 1; }

modules=(StructuralDiff ExhaustiveCore ExhaustiveTesting ExhaustivePublishers ExhaustiveDependencies
  ExhaustiveConcurrency)

echo "== swift build (symbol graphs)"
# Graphs are written only when a module compiles, so build from scratch: no graph can be missing
# or stale. (Three small modules; it takes seconds.)
rm -rf "$scratch"
mkdir -p "$graphs"
for target in ExhaustiveTesting ExhaustivePublishers ExhaustiveConcurrency; do
  swift build --scratch-path "$scratch" --target "$target" \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs"
done
# A module's graph also holds what it re-exports; keep each symbol only in its own module.
# A documented module may be built from internal targets (Documentation/Exhaustive.docc/
# Architecture.md) whose public names it re-exports: ExhaustiveTesting's four, ExhaustiveCore's
# ExhaustiveIssueReporting. They are documented as that module's own, and their own graphs dropped.
# Which they are is read from each module's `@_exported import`s, less the documented modules.
internal_targets_of() {
  local exported
  grep -rhs '^@_exported import [A-Za-z_]*$' "Sources/$1" | sed 's/^@_exported import //' | sort -u |
    while read -r exported; do
      [[ " ${modules[*]} " == *" $exported "* ]] || echo "$exported"
    done
}
for module in "${modules[@]}"; do
  for target in $(internal_targets_of "$module"); do
    rm -f "$graphs/$target.symbols.json" "$graphs/$target@"*.symbols.json
  done
done
for module in "${modules[@]}"; do
  sources=("Sources/$module")
  for target in $(internal_targets_of "$module"); do sources+=("Sources/$target"); done
  swift scripts/filter-symbol-graphs.swift "$graphs" "$module" "${sources[@]}"
done

echo "== stage the catalog"
rm -rf "$staged"
cp -R Documentation/Exhaustive.docc "$staged"
if [ -f Documentation/Performance.md ]; then
  {
    printf '\n## Benchmarks\n\n'
    # Drop the file's own title and nest its headings under "Benchmarks".
    sed -e '1{/^# /d;}' -e 's/^\(###*\) /\1# /' Documentation/Performance.md
  } >>"$staged/Performance.md"
fi

echo "== docc convert"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
"$docc" convert "$staged" \
  --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name Exhaustive \
  --fallback-bundle-identifier org.exhaustive.Exhaustive \
  --transform-for-static-hosting \
  --output-dir "$output" 2>&1 | tee "$log"

if grep -qE '^(warning|error):' "$log"; then
  echo "error: docc reported $(grep -cE '^(warning|error):' "$log") problem(s); see above" >&2
  exit 1
fi
echo "== built $output"
echo "   view it with any static file server, e.g.: python3 -m http.server -d $output 8000"
echo "   then open http://localhost:8000/documentation/exhaustive"
