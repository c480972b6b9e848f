"""Test helper: every run of regular entries decoded column-wise (``savepoint/_batch.py``),
however short, with a count of the entries so decoded (a comparison with the reference
path is only worth something if the fast path ran)."""

from __future__ import annotations

from contextlib import contextmanager

from flink_compat.savepoint import _batch


@contextmanager
def batching_everything():
    """MIN_RUN = 1 and a count of the entries the batch path decoded."""
    counted = {"entries": 0}
    make = _batch.make_batcher
    min_run = _batch.MIN_RUN

    def counting(*args):
        batch = make(*args)
        if batch is None:
            return None

        def run(*a):
            got = batch(*a)
            if got is not None:
                counted["entries"] += len(got[1])
            return got

        return run

    _batch.make_batcher = counting
    _batch.MIN_RUN = 1
    try:
        yield counted
    finally:
        _batch.make_batcher = make
        _batch.MIN_RUN = min_run
