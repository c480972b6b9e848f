"""flink-compat: graph."""
