"""A library the PyFlink interpreter has installed (on its path, not in the program's files) that
registers timers for the functions of tests/pyflink/programs/timers.py: ``remind_at`` an event-time
timer, ``remind_in`` one of a domain named at run time."""


def remind_at(ctx, timestamp: int) -> None:
    ctx.timer_service().register_event_time_timer(timestamp)


def remind_in(ctx, domain: str, delay_ms: int) -> None:
    getattr(ctx.timer_service(), f"register_{domain}_time_timer")(ctx.timestamp() + delay_ms)
