"""The job API: a Flink job described in Flink's vocabulary, with its state declared eagerly.

``from flink_compat.api import StreamExecutionEnvironment, ValueStateDescriptor, Types, pojo``
is the stable import for job packages; the implementation is :mod:`flink_compat.graph.api`
and :mod:`flink_compat.graph.types`.
"""

from flink_compat.graph.api import *  # noqa: F401,F403 (the API is graph.api's __all__)
from flink_compat.graph.api import __all__ as _graph_api
from flink_compat.graph.types import pojo

__all__ = [*_graph_api, "pojo"]
