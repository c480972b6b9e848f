"""The POJO field Reading.count is now Reading.total: keep its values."""


def plan(p):
    p.rename_field("stateful", "s", "count", "total")
