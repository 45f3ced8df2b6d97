"""Checks the package's module graph against the Architecture article (scripts/module-graph.sh)."""
