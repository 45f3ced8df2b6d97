"""Compares the declarations that survive the Darwin `#if`s with the names Apple's SDK declares.

Rules (the Platforms article's, `Documentation/Exhaustive.docc`):
- A public top-level type of one of our library or example modules must not share its name
  with a top-level Apple type (a file that imports both meets two), unless it is a typealias
  of Apple's own declaration (the compiler resolves both names to one type).
- Nothing declared in an extension of an Apple type may share a name with what Apple declares
  there: a second nested type of the same name is ambiguous everywhere, the declaring module
  included, and a same-named member may be ambiguous at the call.
- An extension must not add a conformance Apple's SDK already declares.
A type counts as Apple's when Apple declares it and no surviving declaration of ours does.
A collision is allowed only by a row of `allowed.tsv` whose rule (a documenting file) exists
and mentions the name.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from .conditions import PLATFORMS, Platform
from .swift_decls import TYPE_KEYWORDS, declarations

DEFAULT_NAMES = Path("scripts/sdk-collisions/apple-sdk-names.tsv")
DEFAULT_ALLOWED = Path("scripts/sdk-collisions/allowed.tsv")


@dataclass(frozen=True)
class AppleName:
    module: str
    name: str
    kind: str  # type, nested-type, member, conformance
    source: str


@dataclass(frozen=True)
class Collision:
    path: str
    line: int
    what: str  # "public class AnyCancellable", "nested struct DispatchQueue.SchedulerTimeType"
    name: str  # the reported name, as allowed.tsv spells it
    apple: AppleName
    certain: bool

    def describe(self, platforms: list[str]) -> str:
        maybe = "" if self.certain else " (under a condition this check cannot decide)"
        return (
            f"{self.path}:{self.line}: {self.what} collides on {', '.join(platforms)}{maybe} "
            f"with {self.apple.module}'s {self.apple.name} ({self.apple.source})"
        )


def read_tsv(path: Path) -> list[dict[str, str]]:
    lines = [line for line in path.read_text().splitlines() if line and not line.startswith("#")]
    return list(csv.DictReader(lines, delimiter="\t"))


def read_apple_names(path: Path) -> list[AppleName]:
    names = []
    for row in read_tsv(path):
        names.append(AppleName(row["module"], row["name"], row["kind"], row["source"]))
        if row["kind"] not in ("type", "nested-type", "member", "conformance"):
            raise ValueError(f"{path}: unknown kind {row['kind']!r} for {row['name']}")
    return names


@dataclass
class Source:
    path: str  # as reported
    module: str
    text: str
    is_test: bool = False


def manifest_targets(root: Path) -> list[tuple[str, str, bool]]:
    """(name, directory, is test) of each target in Package.swift."""
    text = (root / "Package.swift").read_text()
    targets = []
    end_of_last = 0
    for match in re.finditer(r"\.(target|testTarget|executableTarget)\(", text):
        if match.start() < end_of_last:
            continue  # `.target(name:condition:)` inside another target's dependencies
        depth, index = 0, match.end() - 1
        while index < len(text):
            depth += {"(": 1, ")": -1}.get(text[index], 0)
            if depth == 0:
                break
            index += 1
        end_of_last = index
        arguments = text[match.end() : index]
        # The target's own `name:` is its first argument; a dependency's comes later.
        name = re.match(r'\s*name:\s*"([^"]+)"', arguments)
        if not name:
            continue
        path = re.search(r'\bpath:\s*"([^"]+)"', arguments)
        is_test = match.group(1) == "testTarget"
        default = ("Tests/" if is_test else "Sources/") + name.group(1)
        targets.append((name.group(1), path.group(1) if path else default, is_test))
    return targets


def package_sources(root: Path) -> list[Source]:
    sources = []
    for module, directory, is_test in manifest_targets(root):
        for file in sorted((root / directory).rglob("*.swift")):
            sources.append(
                Source(str(file.relative_to(root)), module, file.read_text(), is_test))
    return sources


def find_collisions(
    sources: list[Source], apple: list[AppleName], platform: Platform
) -> list[Collision]:
    parsed = [(source, declarations(source.text, platform)) for source in sources]
    # What we declare on this platform, by dotted path: it shadows nothing of Apple's we
    # extend (an extension of our own `Publisher` is not one of Apple's).
    ours: set[str] = set()
    for _, result in parsed:
        for decl in result.declarations:
            if decl.kind in TYPE_KEYWORDS or decl.kind == "typealias":
                ours.add(f"{decl.parent}.{decl.name}" if decl.parent else decl.name)
    top = {name.name: name for name in apple if name.kind == "type"}
    nested = {name.name: name for name in apple if name.kind == "nested-type"}
    members = {name.name: name for name in apple if name.kind == "member"}
    conformances = {name.name: name for name in apple if name.kind == "conformance"}
    apple_types = set(top) | set(nested) | {
        name.name.split(".")[0] for name in apple if name.kind != "conformance"
    } | {name.name.split(":")[0].strip() for name in apple if name.kind == "conformance"}

    def is_apples(type_path: str) -> bool:
        return type_path in apple_types and type_path not in ours

    def aliases_apples(decl, name: AppleName) -> bool:
        # `typealias AnyCancellable = Combine.AnyCancellable`: one type under two names.
        target = re.sub(r"<.*", "", decl.aliased)
        return decl.kind == "typealias" and target in (
            f"{name.module}.{name.name}", f"Swift.{name.name}")

    collisions = []
    for source, result in parsed:
        for decl in result.declarations:
            if decl.access in ("private", "fileprivate") and decl.parent is None:
                continue
            if decl.parent is None:
                name = top.get(decl.name)
                visible = decl.access in ("public", "open") and not source.is_test
                if name and visible and not aliases_apples(decl, name):
                    collisions.append(Collision(
                        source.path, decl.line, f"{decl.access} {decl.kind} {decl.name}",
                        decl.name, name, decl.certain))
                continue
            if not is_apples(decl.parent):
                continue
            path = f"{decl.parent}.{decl.name}"
            is_type = decl.kind in TYPE_KEYWORDS or decl.kind == "typealias"
            name = (nested if is_type else members).get(path)
            if name and not aliases_apples(decl, name):
                collisions.append(Collision(
                    source.path, decl.line, f"{decl.kind} {path} (in an extension)", path,
                    name, decl.certain))
        for conformance in result.conformances:
            key = f"{conformance.type_name}: {conformance.protocol}"
            name = conformances.get(key)
            if name and is_apples(conformance.type_name) and conformance.protocol not in ours:
                collisions.append(Collision(
                    source.path, conformance.line, f"conformance {key}", key, name,
                    conformance.certain))
    return sorted(collisions, key=lambda collision: (collision.path, collision.line))


def allowed_collisions(root: Path, path: Path) -> tuple[set[tuple[str, str]], list[str]]:
    allowed, problems = set(), []
    if not path.exists():
        return allowed, problems
    for row in read_tsv(path):
        rule = root / row["rule"].split("#")[0]
        if not rule.exists():
            problems.append(f"{path}: the rule for {row['name']} cites {rule}, which is missing")
        elif row["name"] not in rule.read_text():
            problems.append(f"{path}: {rule} does not mention {row['name']}")
        else:
            allowed.add((row["file"], row["name"]))
    return allowed, problems


def run(
    root: Path, sources: list[Source], names_path: Path, allowed_path: Path,
    platform_names: list[str], out=sys.stdout,
) -> int:
    apple = read_apple_names(names_path)
    allowed, problems = allowed_collisions(root, allowed_path)
    found: dict[tuple[str, int, str], tuple[Collision, list[str]]] = {}
    for platform_name in platform_names:
        platform = PLATFORMS[platform_name]
        for collision in find_collisions(sources, apple, platform):
            key = (collision.path, collision.line, collision.what)
            found.setdefault(key, (collision, []))[1].append(platform_name)
    reported = 0
    used = set()
    for (path, line, _), (collision, platforms) in sorted(found.items()):
        if (collision.path, collision.name) in allowed:
            used.add((collision.path, collision.name))
            continue
        print(collision.describe(platforms), file=out)
        reported += 1
    for problem in problems:
        print(problem, file=out)
    for stale in sorted(allowed - used):
        print(f"{allowed_path}: allows {stale[1]} in {stale[0]}, which no longer collides", file=out)
    files = len({source.path for source in sources})
    print(
        f"sdk-collision-check: {reported} collision(s) with Apple's SDK in {files} file(s) "
        f"({', '.join(platform_names)}; {len(apple)} Apple names from {names_path})",
        file=out)
    return 1 if reported or problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--names", type=Path, default=None)
    parser.add_argument("--allowed", type=Path, default=None)
    parser.add_argument("--platform", action="append", choices=sorted(PLATFORMS))
    parser.add_argument(
        "--module", default="Snippet", help="module name for files given on the command line")
    parser.add_argument(
        "files", nargs="*", type=Path,
        help="Swift files to check instead of the package's targets")
    args = parser.parse_args(argv)
    root = args.root
    if args.files:
        sources = [Source(str(file), args.module, file.read_text()) for file in args.files]
    else:
        sources = package_sources(root)
    return run(
        root, sources, args.names or root / DEFAULT_NAMES, args.allowed or root / DEFAULT_ALLOWED,
        args.platform or ["macOS", "iOS"])
