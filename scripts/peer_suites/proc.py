"""Running a command and collecting its output."""

import subprocess


def run(cmd, cwd=None, timeout=None):
    """(exit status, stdout and stderr together); the status is None when `timeout` ran out."""
    try:
        r = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, text=True, errors="replace", timeout=timeout)
        return r.returncode, r.stdout
    except subprocess.TimeoutExpired as e:
        out = e.stdout or b""
        return None, out.decode(errors="replace") if isinstance(out, bytes) else out
