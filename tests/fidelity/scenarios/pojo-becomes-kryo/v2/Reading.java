package fidelity;

/** Not a Flink POJO (no no-arg constructor, final fields): Flink serializes it with Kryo. */
public final class Reading {
    private final long count;
    private final String label;

    public Reading(long count, String label) {
        this.count = count;
        this.label = label;
    }

    public long count() {
        return count;
    }

    public String label() {
        return label;
    }
}
