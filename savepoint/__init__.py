"""flink-compat: savepoint."""
