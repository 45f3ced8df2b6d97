"""Checks the GitHub Actions workflow that runs the package on Apple hardware.

The workflow cannot run on this project's Linux machines, so CI checks what can be checked here:
that the file is valid YAML, and that it still runs what the Platforms article says it runs
(the Linux CI, `swift build --build-tests` and `swift test` on macOS with Xcode 26, and
`xcodebuild test` on an iOS simulator), on every push.
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "ci.yml"

# What each job must run, as the Platforms article promises it.
REQUIRED_COMMANDS = {
    "linux": ["bash .ci/run"],
    "macos": ["swift build --build-tests", "swift test"],
    "ios": ["xcodebuild test", "-scheme Exhaustive-Package"],
}
# Jobs that need Apple hardware, and the Xcode they select.
APPLE_JOBS = ("macos", "ios")
XCODE_SELECTION = "Xcode_26"


def problems(text: str) -> list[str]:
    """Returns what is wrong with the workflow `text`, in words; empty when it is right."""
    try:
        workflow = yaml.safe_load(text)
    except yaml.YAMLError as error:
        return [f"not valid YAML: {error}"]
    if not isinstance(workflow, dict):
        return ["not a workflow: the document is not a mapping"]
    found: list[str] = []
    # YAML 1.1 reads the key `on` as the boolean true.
    triggers = workflow.get("on", workflow.get(True))
    if not (isinstance(triggers, dict) and "push" in triggers) and triggers != "push":
        found.append("it does not run on a push")
    jobs = workflow.get("jobs")
    if not isinstance(jobs, dict):
        return found + ["it has no jobs"]
    for name, commands in REQUIRED_COMMANDS.items():
        job = jobs.get(name)
        if not isinstance(job, dict):
            found.append(f"job '{name}' is missing")
            continue
        runs = "\n".join(
            str(step.get("run", "")) for step in job.get("steps", []) if isinstance(step, dict)
        )
        flattened = " ".join(runs.split())
        for command in commands:
            if command not in flattened:
                found.append(f"job '{name}' does not run `{command}`")
        if name in APPLE_JOBS:
            if not str(job.get("runs-on", "")).startswith("macos"):
                found.append(f"job '{name}' does not run on a macOS runner")
            if XCODE_SELECTION not in runs:
                found.append(f"job '{name}' does not select {XCODE_SELECTION}")
    return found


def main(argv: list[str]) -> int:
    """Checks the workflow at argv[1] (the repository's by default); exit 1 on any problem."""
    path = Path(argv[1]) if len(argv) > 1 else WORKFLOW
    found = problems(path.read_text())
    for problem in found:
        print(f"{path}: {problem}", file=sys.stderr)
    if not found:
        print(f"{path}: valid; runs {', '.join(REQUIRED_COMMANDS)} on a push")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
