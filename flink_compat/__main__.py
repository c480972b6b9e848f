"""``python -m flink_compat`` = the ``flink-compat`` command."""

import sys

from flink_compat.cli import main

sys.exit(main())
