"""flink-compat: compat."""
