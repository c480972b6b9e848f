package fidelity;

/**
 * The state type: NOT a Flink POJO (final fields, no no-arg constructor), so Flink serializes it
 * with Kryo (GenericTypeInfo): Kryo 2 on Flink 1.x, Kryo 5 on Flink 2.x.
 */
public final class Reading {
    private final double level;
    private final long count;

    public Reading(double level, long count) {
        this.level = level;
        this.count = count;
    }

    public Reading next(long i) {
        return new Reading(level + i * 0.25, count + 1);
    }

    @Override
    public String toString() {
        return "Reading{level=" + level + ", count=" + count + "}";
    }
}
