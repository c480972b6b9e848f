"""flink-compat: reports."""
