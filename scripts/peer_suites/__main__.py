"""`python3 -m peer_suites REPO [options]` (with scripts/ on PYTHONPATH): see scripts/peer-suites.sh."""

import sys

from .cli import main

sys.exit(main(sys.argv[1:]))
