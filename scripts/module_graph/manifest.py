"""The root manifest's library targets and their declared target dependencies.

Read from `swift package dump-package` (JSON), so the check sees what SwiftPM sees.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
from typing import Dict, List, Set


@dataclasses.dataclass(frozen=True)
class Target:
    """One regular (library) target: its name, its source folder and the targets it declares."""

    name: str
    path: str
    dependencies: frozenset


def _dependency_names(entries: List[dict]) -> Set[str]:
    names: Set[str] = set()
    for entry in entries:
        for kind in ("byName", "target"):
            if kind in entry:
                names.add(entry[kind][0])
    return names


def targets(dump: dict) -> Dict[str, Target]:
    """The regular targets of a `dump-package` JSON object, by name."""
    found: Dict[str, Target] = {}
    for target in dump.get("targets", []):
        if target.get("type") != "regular":
            continue
        name = target["name"]
        path = target.get("path") or os.path.join("Sources", name)
        found[name] = Target(name, path, frozenset(_dependency_names(target.get("dependencies", []))))
    return found


def dump_package(package_path: str) -> dict:
    """Runs `swift package dump-package` in `package_path`."""
    output = subprocess.run(
        ["swift", "package", "dump-package", "--package-path", package_path],
        check=True, capture_output=True, text=True).stdout
    return json.loads(output)
