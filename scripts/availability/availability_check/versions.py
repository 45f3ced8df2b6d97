"""Versions, platforms and the rules that relate them.

The check reasons per platform (macOS, iOS, tvOS, watchOS, visionOS): a reference is fine on a
platform when the availability the code around it guarantees is at least the availability the
referenced declaration needs there.
"""

from __future__ import annotations

import functools
from typing import Dict, Mapping, Optional

# The platforms Package.swift can set a floor for, spelled as `@available` spells them.
PLATFORMS = ("macOS", "iOS", "tvOS", "watchOS", "visionOS")

# `swift package dump-package` spells platform names in lower case.
MANIFEST_NAMES = {p.lower(): p for p in PLATFORMS}


@functools.total_ordering
class Version:
    """A dotted OS version (`15`, `15.4`, `9.4.1`); `Version.NEVER` sorts above all of them."""

    __slots__ = ("parts",)

    def __init__(self, parts):
        parts = tuple(int(p) for p in parts)
        # Trailing zeros carry no meaning: 15 == 15.0 == 15.0.0.
        while len(parts) > 1 and parts[-1] == 0:
            parts = parts[:-1]
        self.parts = parts

    @classmethod
    def parse(cls, text: str) -> "Version":
        return cls(text.strip().split("."))

    def __eq__(self, other):
        return isinstance(other, Version) and self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __hash__(self):
        return hash(self.parts)

    def __repr__(self):
        return f"Version({self})"

    def __str__(self):
        if self.parts == _NEVER_PARTS:
            return "never"
        return ".".join(str(p) for p in self.parts)


# `@available(*, unavailable)` code never runs, so every requirement inside it is met.
_NEVER_PARTS = (1 << 30,)
Version.NEVER = Version(_NEVER_PARTS)

Availability = Dict[str, Version]
"""Per platform (a name from PLATFORMS), the version something needs or guarantees."""


def vision_from_ios(ios: Version) -> Version:
    """visionOS inherits iOS availability when it has none of its own.

    The compiler remaps the version through the SDK's `iOS_visionOS` table: iOS 17 is visionOS 1,
    iOS 18 is visionOS 2, and from 26 on the numbers agree. Anything before iOS 17 predates visionOS
    and so is visionOS 1.
    """
    if ios == Version.NEVER:
        return ios
    major = ios.parts[0]
    if major >= 26:
        return ios
    if major >= 17:
        return Version((major - 16,) + ios.parts[1:])
    return Version((1,))


def complete(explicit: Mapping[str, Version]) -> Availability:
    """The platforms an availability names, plus visionOS derived from iOS when not named."""
    result = {p: v for p, v in explicit.items() if p in PLATFORMS}
    if "visionOS" not in result and "iOS" in result:
        result["visionOS"] = vision_from_ios(result["iOS"])
    return result


def raise_to(into: Availability, other: Mapping[str, Version]) -> None:
    """Keeps, per platform, the higher of the two (nested guards add up)."""
    for platform, version in other.items():
        if platform not in into or into[platform] < version:
            into[platform] = version


def shortfall(required: Mapping[str, Version], guaranteed: Mapping[str, Version],
              floors: Mapping[str, Version]) -> Dict[str, Version]:
    """The platforms where `required` exceeds both the floor and what the context guarantees."""
    missing = {}
    for platform in PLATFORMS:
        need: Optional[Version] = required.get(platform)
        if need is None:
            continue
        have = max(floors.get(platform, Version((0,))), guaranteed.get(platform, Version((0,))))
        if have < need:
            missing[platform] = need
    return missing


def describe(availability: Mapping[str, Version]) -> str:
    """`macOS 26, iOS 26, …` in the order of PLATFORMS."""
    return ", ".join(f"{p} {availability[p]}" for p in PLATFORMS if p in availability)
