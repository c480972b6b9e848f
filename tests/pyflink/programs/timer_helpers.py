"""A module of the program of timers.py (one of its files): a helper that registers a processing-time
timer, called as ``timer_helpers.remind_soon(ctx)``."""


def remind_soon(ctx) -> None:
    ctx.timer_service().register_processing_time_timer(ctx.timer_service().current_processing_time() + 1000)
