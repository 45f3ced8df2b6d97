"""`python3 -m sdk_collisions` (from scripts/): the SDK-collision check; see check.py."""

import sys

from .check import main

sys.exit(main())
