"""Availability check for the Exhaustive package (see ../README.md)."""
