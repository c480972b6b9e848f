"""``python -m flink_compat.action``: the GitHub Action's check step, run anywhere (locally, another
CI) with the action's inputs as ``INPUT_*`` environment variables (:mod:`flink_compat.compat.action`,
docs/github-action.md): the same check, summary, annotations, outputs and exit code."""

import sys

from flink_compat.compat.action import main

if __name__ == "__main__":
    sys.exit(main())
