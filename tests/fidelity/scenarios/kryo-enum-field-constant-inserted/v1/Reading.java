package fidelity;

/** Not a Flink POJO (no no-arg constructor, final fields): Flink serializes it with Kryo. */
public final class Reading {
    private final long count;
    private final Level level;

    public Reading(long count, Level level) {
        this.count = count;
        this.level = level;
    }

    public long count() {
        return count;
    }

    public Level level() {
        return level;
    }
}
