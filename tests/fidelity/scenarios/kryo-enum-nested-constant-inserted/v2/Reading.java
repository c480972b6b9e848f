package fidelity;

/** Not a Flink POJO (no no-arg constructor, final fields): Flink serializes it with Kryo, and Kryo writes its Detail with Detail's own fields. */
public final class Reading {
    private final long count;
    private final Detail detail;

    public Reading(long count, Detail detail) {
        this.count = count;
        this.detail = detail;
    }

    public long count() {
        return count;
    }

    public Detail detail() {
        return detail;
    }
}
