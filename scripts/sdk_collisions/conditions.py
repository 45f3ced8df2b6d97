"""Evaluating `#if` conditions the way an Apple platform's compiler would.

Three-valued: True, False, or None ("cannot tell here"): `arch(arm64)` on macOS (Apple silicon
or Intel), `hasFeature(...)`, `DEBUG` (debug or release), a module this table does not know.
A branch under None is treated as possibly compiled, which is the safe side for a collision
check: a declaration that might survive on Darwin is checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field


# Modules every Apple SDK (macOS 14+/iOS 17+, Xcode 26) ships, so `canImport` is true.
APPLE_MODULES = frozenset(
    {
        "Combine", "Darwin", "ObjectiveC", "SwiftUI", "Foundation", "Dispatch", "XCTest",
        "Testing", "Observation", "os", "CoreFoundation", "Synchronization", "_Concurrency",
        "Network", "Accelerate", "CoreGraphics", "QuartzCore", "Security", "OSLog",
        "RegexBuilder", "Distributed", "_StringProcessing", "Swift", "SwiftData",
    }
)
# Modules that exist only off Apple platforms (or only in the Linux/Windows toolchains).
NON_APPLE_MODULES = frozenset(
    {
        "Glibc", "Musl", "FoundationNetworking", "FoundationXML", "Android", "Bionic", "WinSDK",
        "CRT", "ucrt", "WASILibc", "wasi_pthread",
    }
)


@dataclass(frozen=True)
class Platform:
    """The values an Apple platform's compiler gives the `#if` functions."""

    name: str  # "macOS", "iOS"
    ui_modules: frozenset[str] = frozenset()
    not_modules: frozenset[str] = frozenset()
    # Architectures it may be built for; an `arch(x)` among several is "maybe".
    arches: tuple[str, ...] = ("arm64", "x86_64")
    # Environments it may be built for; `targetEnvironment(x)` among them is "maybe".
    environments: tuple[str, ...] = ()
    compiler_version: tuple[int, ...] = (6, 2)
    # Modules of the package itself: `canImport(ExhaustiveCore)` is true on every platform.
    own_modules: frozenset[str] = field(default_factory=frozenset)


MACOS = Platform(
    name="macOS",
    ui_modules=frozenset({"AppKit", "Cocoa"}),
    not_modules=frozenset({"UIKit", "WatchKit"}),
    environments=(),
)
IOS = Platform(
    name="iOS",
    ui_modules=frozenset({"UIKit"}),
    not_modules=frozenset({"AppKit", "Cocoa", "WatchKit"}),
    environments=("simulator", "macCatalyst"),
)
PLATFORMS = {"macOS": MACOS, "iOS": IOS}
APPLE_OSES = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")
ALL_OSES = APPLE_OSES + ("Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "none")


class ConditionError(ValueError):
    """A condition this evaluator cannot parse."""


_TOKEN = re.compile(r"\s*(\|\||&&|>=|<=|[()!,<>]|[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)*)")


def _tokens(text: str) -> list[str]:
    tokens, position = [], 0
    text = text.strip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match:
            raise ConditionError(f"cannot read #if condition at {text[position:]!r}")
        tokens.append(match.group(1))
        position = match.end()
    return tokens


def _and(values: list) -> "bool | None":
    if any(value is False for value in values):
        return False
    if all(value is True for value in values):
        return True
    return None


def _or(values: list) -> "bool | None":
    if any(value is True for value in values):
        return True
    if all(value is False for value in values):
        return False
    return None


def _not(value) -> "bool | None":
    return None if value is None else not value


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


class _Parser:
    def __init__(self, tokens: list[str], platform: Platform):
        self.tokens, self.index, self.platform = tokens, 0, platform

    def peek(self):
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise ConditionError(f"expected {expected!r}, found {token!r}")
        self.index += 1
        return token

    def parse(self):
        value = self.disjunction()
        if self.peek() is not None:
            raise ConditionError(f"unexpected {self.peek()!r}")
        return value

    def disjunction(self):
        values = [self.conjunction()]
        while self.peek() == "||":
            self.take()
            values.append(self.conjunction())
        return _or(values) if len(values) > 1 else values[0]

    def conjunction(self):
        values = [self.unary()]
        while self.peek() == "&&":
            self.take()
            values.append(self.unary())
        return _and(values) if len(values) > 1 else values[0]

    def unary(self):
        if self.peek() == "!":
            self.take()
            return _not(self.unary())
        return self.primary()

    def primary(self):
        token = self.take()
        if token == "(":
            value = self.disjunction()
            self.take(")")
            return value
        if token == "true":
            return True
        if token == "false":
            return False
        if self.peek() == "(":
            self.take("(")
            arguments = []
            while self.peek() != ")":
                argument = []
                while self.peek() not in (",", ")"):
                    argument.append(self.take())
                arguments.append(argument)
                if self.peek() == ",":
                    self.take()
            self.take(")")
            return self.function(token, arguments)
        # A bare flag (`DEBUG`, a `-D` define): set in some builds and not others.
        return None

    def function(self, name: str, arguments: list[list[str]]):
        platform = self.platform
        first = arguments[0] if arguments else []
        word = first[0] if len(first) == 1 else None
        if name == "os":
            if word == platform.name:
                return True
            if word in ALL_OSES:
                return False
            return None
        if name == "canImport":
            if word in platform.own_modules:
                return True
            if word in APPLE_MODULES or word in platform.ui_modules:
                return True
            if word in NON_APPLE_MODULES or word in platform.not_modules:
                return False
            return None
        if name == "arch":
            if word in platform.arches:
                return True if len(platform.arches) == 1 else None
            return False
        if name == "targetEnvironment":
            return None if word in platform.environments else False
        if name == "_runtime":
            return {"_ObjC": True, "_Native": False}.get(word)
        if name in ("compiler", "swift"):
            # `compiler(>=6.0)`, `swift(<5.9)`
            if len(first) == 2 and first[0] in (">=", "<"):
                meets = platform.compiler_version >= _version(first[1])
                return meets if first[0] == ">=" else not meets
            return None
        if name == "_endian":
            return {"little": True, "big": False}.get(word)
        if name == "_pointerBitWidth":
            return {"_64": True, "_32": False}.get(word)
        if name == "_ptrauth":
            return None
        # hasFeature, hasAttribute, _hasAtomicBitWidth, … : not decided here.
        return None


def evaluate(condition: str, platform: Platform) -> "bool | None":
    """The value of an `#if`/`#elseif` condition on `platform`: True, False, or None (maybe)."""
    return _Parser(_tokens(condition), platform).parse()
