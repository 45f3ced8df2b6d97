"""Shared helpers: the toolchain's binaries, and a parse of a Swift snippet."""

from __future__ import annotations

import os
import shutil
import textwrap

from availability_check import scopes
from availability_check.versions import PLATFORMS, Version


def toolchain_bin() -> str:
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        raise RuntimeError("the tests need swiftc on PATH")
    return os.path.dirname(os.path.realpath(swiftc))


def frontend() -> str:
    return os.path.join(toolchain_bin(), "swift-frontend")


def v(text: str) -> Version:
    return Version.parse(text)


FLOORS = {"macOS": v("14"), "iOS": v("17"), "tvOS": v("17"), "watchOS": v("10"),
          "visionOS": v("1")}


def everywhere(version: str, vision: str = "") -> dict:
    """The same version on every platform (visionOS its own when given)."""
    result = {p: v(version) for p in PLATFORMS}
    if vision:
        result["visionOS"] = v(vision)
    return result


def parse(snippet: str, path: str = "snippet.swift"):
    """The scopes of a snippet, and the (line, column) of each `/*@name*/` marker in it."""
    source = textwrap.dedent(snippet).lstrip("\n").encode()
    markers = {}
    for number, line in enumerate(source.split(b"\n"), start=1):
        start = 0
        while True:
            at = line.find(b"/*@", start)
            if at < 0:
                break
            end = line.index(b"*/", at)
            markers[line[at + 3:end].decode()] = (number, end + 3)
            start = end
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        file = os.path.join(folder, path)
        with open(file, "wb") as f:
            f.write(source)
        dump = scopes.dump_parse(frontend(), file, source)
    return scopes.scopes_from_dump(dump, source), markers
