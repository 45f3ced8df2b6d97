"""Cycles in a directed graph (Tarjan's strongly connected components), in a stable order."""

from __future__ import annotations

from typing import Dict, Iterable, List, Set, Tuple


def cycles(edges: Iterable[Tuple[str, str]]) -> List[List[str]]:
    """Every group of nodes that reach each other (more than one node, or a self-loop), each
    sorted, the groups sorted by their first node."""
    successors: Dict[str, Set[str]] = {}
    for source, destination in edges:
        successors.setdefault(source, set()).add(destination)
        successors.setdefault(destination, set())
    index: Dict[str, int] = {}
    low: Dict[str, int] = {}
    stack: List[str] = []
    on_stack: Set[str] = set()
    groups: List[List[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        # Iterative, so a long chain cannot exhaust Python's recursion limit.
        work = [(node, iter(sorted(successors[node])))]
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        while work:
            current, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(successors[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[current] = min(low[current], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[current])
            if low[current] == index[current]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == current:
                        break
                if len(group) > 1 or current in successors[current]:
                    groups.append(sorted(group))

    for node in sorted(successors):
        if node not in index:
            visit(node)
    return sorted(groups)
