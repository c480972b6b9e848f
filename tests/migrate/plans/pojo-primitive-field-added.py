"""Reading gains the primitive field visits: give it Java's default, as Flink's own migration would."""


def plan(p):
    p.convert_value("stateful", "s", lambda v: {**v, "visits": 0})
