#!/usr/bin/env bash
# The Python programs behind CI's scripts (issue 32), checked: lint, then their unit tests.
#   scripts/peer_suites/  (scripts/peer-suites.sh, scripts/tca-suite.sh)
#   scripts/tsan_suites/  (scripts/tsan-suites.sh: the ThreadSanitizer selection)
#
# Lint: ruff $RUFF_VERSION, installed on first use with pip into .build/python-tools (not into the
# machine's Python); without PyPI, pyflakes if the machine has it; else every file must at least
# compile (python3 -m py_compile, without writing __pycache__ into the work tree).
# Unit tests: python3 -m unittest, standard library only. About 5 seconds (20 more the first time,
# to fetch ruff).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo/scripts"
packages=(peer_suites tsan_suites module_graph)
RUFF_VERSION=0.8.4
tools="$repo/.build/python-tools"
export PYTHONDONTWRITEBYTECODE=1

echo "== lint: ${packages[*]}"
if [ ! -x "$tools/bin/ruff" ] || ! PYTHONPATH="$tools" python3 -m ruff --version 2>/dev/null | grep -qx "ruff $RUFF_VERSION"; then
  python3 -m pip install --quiet --disable-pip-version-check --no-warn-script-location --upgrade \
    --target "$tools" "ruff==$RUFF_VERSION" >/dev/null 2>&1 || true
fi
if PYTHONPATH="$tools" python3 -m ruff --version >/dev/null 2>&1; then
  # ruff's default rules (pyflakes, and pycodestyle's errors) with the scripts' line length.
  PYTHONPATH="$tools" python3 -m ruff check --quiet --no-cache --line-length 120 "${packages[@]}"
  echo "ruff $RUFF_VERSION: clean"
elif python3 -m pyflakes --version >/dev/null 2>&1; then
  echo "(ruff could not be installed: pyflakes instead)"
  python3 -m pyflakes "${packages[@]}"
else
  echo "(neither ruff nor pyflakes: every file must compile)"
  find "${packages[@]}" -name '*.py' -print0 |
    xargs -0 python3 -c 'import sys; [compile(open(f).read(), f, "exec") for f in sys.argv[1:]]'
fi

for package in "${packages[@]}"; do
  echo "== unit tests: $package"
  python3 -m unittest discover --start-directory "$package/tests" --top-level-directory . --quiet
done
