"""scripts/peer-suites.sh: the peers chosen and at their tags, the generated package written and
built (leaving out what does not compile), the tests run, the report printed, the --check."""

import sys

from . import build, package, report, runner, session as session_
from .check import run_check
from .config import parse_args


def main(argv):
    """argv: [repository, arguments of the script…]. Returns the exit status."""
    config = parse_args(argv[0], argv[1:])
    session = session_.start(config)
    package.write_all(session)
    build.build_all(session)
    runner.run_all(session)
    report.print_report(session.peers, config.print_passing)
    if config.check:
        status = {report.ident(p, t): t["status"] for p in session.peers for t in p["tests"]}
        names = {p["name"] for p in session.peers}
        if run_check(config.check, status, names):
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
