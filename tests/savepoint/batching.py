"""Test helper: every run of regular entries decoded column-wise (``savepoint/_batch.py``),
however short, with a count of the entries so decoded (a comparison with the reference
path is only worth something if the fast path ran)."""

from __future__ import annotations

from contextlib import contextmanager

from flink_compat.savepoint import _batch


@contextmanager
def batching_everything():
    """MIN_RUN = 1 and a count of the entries the batch path decoded (and of their
    ``nbytes``; ``checked``: those of them whose values its ``value_check`` took)."""
    counted = {"entries": 0, "checked": 0, "nbytes": 0}
    makers = {name: getattr(_batch, name) for name in ("make_batcher", "make_timer_batcher")}
    min_run = _batch.MIN_RUN

    def counting(make):
        def counted_make(*args, **kwargs):
            batch = make(*args, **kwargs)
            if batch is None:
                return None

            def run(*a):
                got = batch(*a)
                if got is not None:
                    counted["entries"] += len(got[1]) + got[1].checked
                    counted["checked"] += got[1].checked
                    counted["nbytes"] += got[1].nbytes
                return got

            return run

        return counted_make

    for name, make in makers.items():
        setattr(_batch, name, counting(make))
    _batch.MIN_RUN = 1
    try:
        yield counted
    finally:
        for name, make in makers.items():
            setattr(_batch, name, make)
        _batch.MIN_RUN = min_run
