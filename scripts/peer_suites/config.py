"""The command line of scripts/peer-suites.sh, read into a `Config` (nothing else holds options)."""

import os
import sys
from dataclasses import dataclass, field


@dataclass
class Config:
    repo: str                      # this repository (the scripts and Benchmarks/ are here)
    project: str                   # the Exhaustive package to test (--project)
    only: list = field(default_factory=list)           # --peer NAME…
    check: str = None                                  # --check ARTICLE (absolute)
    print_passing: bool = False                        # --print-passing
    test_timeout: int = 120                            # --test-timeout S
    checkout_overrides: dict = field(default_factory=dict)  # --checkout NAME=DIR

    @property
    def benchmarks(self):
        return os.path.join(self.repo, "Benchmarks")

    @property
    def scratch(self):
        return os.path.join(self.project, ".build", "peer-suites")

    @property
    def package(self):
        return os.path.join(self.scratch, "package")

    @property
    def spm(self):
        """The options that point SwiftPM at the generated package and its build folder."""
        return ["--package-path", self.package, "--scratch-path", os.path.join(self.scratch, "build")]


def print_help(script):
    """The script's header comment (the lines after the first that start with `#`)."""
    with open(script) as f:
        for line in f.read().splitlines()[1:]:
            if not line.startswith("#"):
                break
            print(line[2:])


def parse_args(repo, args):
    """A `Config` from the arguments; exits (as the script always did) on --help or a mistake."""
    config = Config(repo=repo, project=repo)
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--project":
            config.project = os.path.abspath(args[i + 1])
            i += 2
        elif a == "--peer":
            config.only.append(args[i + 1])
            i += 2
        elif a == "--check":
            config.check = os.path.abspath(args[i + 1])
            i += 2
        elif a == "--checkout":
            name, _, path = args[i + 1].partition("=")
            config.checkout_overrides[name] = os.path.abspath(path)
            i += 2
        elif a == "--print-passing":
            config.print_passing = True
            i += 1
        elif a == "--test-timeout":
            config.test_timeout = int(args[i + 1])
            i += 2
        elif a in ("-h", "--help"):
            print_help(os.path.join(repo, "scripts/peer-suites.sh"))
            sys.exit(0)
        else:
            sys.exit(f"peer-suites: unknown argument {a!r} (see --help)")
    return config
