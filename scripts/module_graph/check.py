"""The rules, each a plain function from what was read to the problems found (empty: it holds).

1. Every library target of the root manifest is in the article's table, and nothing else is.
2. The manifest's target dependencies are exactly the arrows the article draws.
3. The drawn arrows have no cycle (the compiler refuses one too; the article must agree).
4. Every package module a target's sources import is one the article lets it import: a target
   names what it uses, and reaching a module through another target's dependency is a new edge.
5. The folders of each target reference each other without a cycle.
6. A manifest that mirrors the root's targets (the Combine simulation builds the same source
   folders where `canImport(Combine)` is true) declares each root target it holds with the same
   root-target dependencies; it may add its own targets and products beside them.
"""

from __future__ import annotations

import os
from typing import Dict, Iterable, List, Set, Tuple

from . import graph
from .manifest import Target


def table_problems(drawn: Dict[str, Set[str]], targets: Dict[str, Target]) -> List[str]:
    problems = []
    for name in sorted(set(targets) - set(drawn)):
        problems.append(f"target {name} is not in the Architecture table: draw it and its arrows")
    for name in sorted(set(drawn) - set(targets)):
        problems.append(f"the Architecture table lists {name}, which the manifest does not declare")
    return problems


def arrow_problems(drawn: Dict[str, Set[str]], targets: Dict[str, Target]) -> List[str]:
    problems = []
    for name in sorted(set(drawn) & set(targets)):
        declared = set(targets[name].dependencies) & set(targets)
        for extra in sorted(declared - drawn[name]):
            problems.append(
                f"Package.swift: {name} depends on {extra}, an arrow the Architecture table does "
                f"not draw")
        for missing in sorted(drawn[name] - declared):
            problems.append(
                f"the Architecture table lets {name} import {missing}, which Package.swift does not "
                f"declare")
    return problems


def cycle_problems(drawn: Dict[str, Set[str]]) -> List[str]:
    edges = [(source, destination) for source, names in drawn.items() for destination in names]
    return [f"the drawn arrows form a cycle: {' ↔ '.join(group)}" for group in graph.cycles(edges)]


def import_problems(
    drawn: Dict[str, Set[str]], targets: Dict[str, Target],
    imports: Iterable[Tuple[str, str, int, str]],
) -> List[str]:
    """`imports` are (target, file, line, module) for every import in the targets' sources."""
    problems = []
    for target, path, line, module in imports:
        if module == target or module not in targets or target not in drawn:
            continue
        if module not in drawn[target]:
            problems.append(
                f"{path}:{line}: {target} imports {module}, an arrow the Architecture table does "
                f"not draw")
    return problems


def folder_problems(edges: Dict[str, Dict[Tuple[str, str], List[str]]]) -> List[str]:
    problems = []
    for target in sorted(edges):
        for group in graph.cycles(edges[target]):
            members = set(group)
            examples = []
            for (source, destination), uses in sorted(edges[target].items()):
                if source in members and destination in members:
                    examples.append(f"{source} → {destination} ({uses[0]}, {len(uses)} in all)")
            problems.append(
                f"{target}: its folders {' ↔ '.join(group)} reference each other: "
                + "; ".join(examples))
    return problems


def relative(path: str, root: str) -> str:
    return os.path.relpath(path, root)


def mirror_problems(targets: Dict[str, Target], mirror: Dict[str, Target], mirror_path: str) -> List[str]:
    problems = []
    for name in sorted(set(mirror) & set(targets)):
        declared = set(targets[name].dependencies) & set(targets)
        mirrored = set(mirror[name].dependencies) & set(targets)
        for missing in sorted(declared - mirrored):
            problems.append(
                f"{mirror_path}: {name} does not depend on {missing}, which Package.swift declares")
        for extra in sorted(mirrored - declared):
            problems.append(
                f"{mirror_path}: {name} depends on {extra}, which Package.swift does not declare")
    return problems
