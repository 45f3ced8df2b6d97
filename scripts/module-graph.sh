#!/usr/bin/env bash
# The module graph against Documentation/Exhaustive.docc/Architecture.md: the manifest's target
# dependencies, every import of the sources, the folders inside each target (no cycle, read from
# the index the debug build wrote), the process-wide state list and the Combine simulation's
# copy of the manifest. The rules and their tests are
# in scripts/module_graph/. Run after `swift build --build-tests` (as CI does, after swift test).
set -euo pipefail
cd "$(dirname "$0")"
export PYTHONDONTWRITEBYTECODE=1
python3 -m module_graph --package-path .. "$@"
