"""scripts/tca-suite.sh: TCA 0.1.5's own tests (and its example apps' tests) extracted from a git
clone at the tag, then run by the peer-suite runner as the peer `swift-composable-architecture`."""

import os
import shutil
import subprocess
import sys

from . import cli

TAG = "0.1.5"
LOCAL_CLONE = "/opt/swift-packages/pointfreeco/swift-composable-architecture.git"
UPSTREAM = "https://github.com/pointfreeco/swift-composable-architecture"
# What the runner needs of the tag: the manifest (for the language mode), the test target and
# the examples.
PATHS = ("Package.swift", "Tests/ComposableArchitectureTests", "Examples")


def print_help(script):
    """The script's header: lines 2 up to `set -euo`, without their `# ` (as `sed` printed it)."""
    with open(script) as f:
        lines = f.read().splitlines()
    for line in lines[1:]:
        if line.startswith("set -euo"):
            break
        print(line[2:] if line.startswith("# ") else line[1:] if line.startswith("#") else line)


def parse_args(args):
    """(--tca-git DIR or None, the rest for the runner); exits 0 after --help."""
    git_dir, rest, i = None, [], 0
    while i < len(args):
        if args[i] == "--tca-git":
            if i + 1 >= len(args):
                sys.exit("tca-suite: --tca-git needs a folder")
            git_dir = args[i + 1]
            i += 2
        elif args[i] in ("-h", "--help"):
            return None, None
        else:
            rest.append(args[i])
            i += 1
    return git_dir, rest


def main(argv):
    """argv: [repository, arguments of scripts/tca-suite.sh…]. Returns the exit status."""
    repo = argv[0]
    git_dir, rest = parse_args(argv[1:])
    if rest is None:
        print_help(os.path.join(repo, "scripts", "tca-suite.sh"))
        return 0
    work = os.path.join(repo, ".build", "tca-suite")
    os.makedirs(work, exist_ok=True)
    if not git_dir:
        if os.path.isdir(LOCAL_CLONE):
            git_dir = LOCAL_CLONE
        else:
            git_dir = os.path.join(work, "swift-composable-architecture.git")
            if not os.path.isdir(git_dir):
                subprocess.run(["git", "clone", "--bare", "--quiet", UPSTREAM, git_dir], check=True)
    has_tag = subprocess.run(["git", "-C", git_dir, "rev-parse", "--verify", "--quiet", f"refs/tags/{TAG}"],
                             stdout=subprocess.DEVNULL)
    if has_tag.returncode != 0:
        print(f"tca-suite: {git_dir} has no tag {TAG}", file=sys.stderr)
        return 1

    checkout = os.path.join(work, f"checkout-{TAG}")
    shutil.rmtree(checkout, ignore_errors=True)
    os.makedirs(checkout)
    archive = subprocess.Popen(["git", "-C", git_dir, "archive", TAG, *PATHS], stdout=subprocess.PIPE)
    untar = subprocess.run(["tar", "-x", "-C", checkout], stdin=archive.stdout)
    archive.stdout.close()
    if archive.wait() != 0 or untar.returncode != 0:
        return archive.returncode or untar.returncode
    return cli.main([repo, "--peer", "swift-composable-architecture",
                     "--checkout", f"swift-composable-architecture={checkout}"] + rest)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
