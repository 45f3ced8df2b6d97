"""The references between the folders of each target, read from the debug build's index store.

A folder is a top-level folder of a target's sources. A reference from a file to a declaration
in another folder of the same target is an edge between their folders. Files directly in the
target's folder are in no folder (`(root)`): they are the target's front, which uses its folders,
and the folders may name the front's public protocols, so their references are no edges.
"""

from __future__ import annotations

import collections
import os
from typing import Dict, Iterable, List, Optional, Set, Tuple

ROOT = "(root)"

Edge = Tuple[str, str]


def folder_of(relative_path: str) -> str:
    """The node of a file, given its path relative to its target's folder."""
    parts = relative_path.split("/")
    return parts[0] if len(parts) > 1 else ROOT


def owning_target(path: str, target_paths: Dict[str, str]) -> Optional[Tuple[str, str]]:
    """(target, path relative to the target's folder) of an absolute path, or None."""
    for name, folder in target_paths.items():
        prefix = folder.rstrip("/") + "/"
        if path.startswith(prefix):
            return name, path[len(prefix):]
    return None


def folder_edges(
    definitions: Dict[str, str], references: Iterable[Tuple[str, int, str, str]],
    target_paths: Dict[str, str],
) -> Dict[str, Dict[Edge, List[str]]]:
    """Target → (folder, folder) → examples (`File.swift:12 name`).

    `definitions` maps a USR to the file declaring it; `references` are (file, line, USR, name).
    """
    found: Dict[str, Dict[Edge, List[str]]] = collections.defaultdict(
        lambda: collections.defaultdict(list))
    for path, line, usr, name in references:
        declared = definitions.get(usr)
        if declared is None:
            continue
        source, destination = owning_target(path, target_paths), owning_target(declared, target_paths)
        if source is None or destination is None or source[0] != destination[0]:
            continue
        edge = (folder_of(source[1]), folder_of(destination[1]))
        if edge[0] != edge[1] and ROOT not in edge:
            found[source[0]][edge].append(f"{os.path.basename(path)}:{line} {name}")
    return found


def read_index(store_path: str, library: str, target_paths: Dict[str, str]):
    """(definitions, references) of the targets' files, from the index store at `store_path`."""
    from availability.availability_check import indexstore

    store = indexstore.open_store(library, store_path)
    folders = [folder.rstrip("/") + "/" for folder in target_paths.values()]

    def wanted(path: str) -> bool:
        return os.path.exists(path) and any(path.startswith(folder) for folder in folders)

    definitions: Dict[str, str] = {}
    references: List[Tuple[str, int, str, str]] = []
    seen: Set[Tuple[str, int, str]] = set()
    for path, (record, _) in store.records_by_file(wanted).items():
        for occurrence in store.occurrences(record, path):
            if occurrence.roles & indexstore.ROLE_DEFINITION:
                definitions.setdefault(occurrence.usr, path)
            elif occurrence.roles & indexstore.ROLE_REFERENCE:
                key = (path, occurrence.line, occurrence.usr)
                if key not in seen:
                    seen.add(key)
                    references.append((path, occurrence.line, occurrence.usr, occurrence.name))
    return definitions, references
