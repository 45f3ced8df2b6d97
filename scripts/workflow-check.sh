#!/usr/bin/env bash
# Checks .github/workflows/ci.yml (the Apple run, which cannot run here): its own unit tests,
# then the file. Any failure fails the run.
set -euo pipefail
cd "$(dirname "$0")/workflow_check"
PYTHONDONTWRITEBYTECODE=1 python3 -m unittest discover -s tests -t . -q
PYTHONDONTWRITEBYTECODE=1 python3 check_workflow.py
