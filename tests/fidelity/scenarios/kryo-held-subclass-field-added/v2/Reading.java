package fidelity;

/** Not a Flink POJO (no no-arg constructor, final fields): Flink serializes it with Kryo. Its field is declared a Part: Kryo writes the class of the value it holds (a Detail), then that class's fields. */
public final class Reading {
    private final long count;
    private final Part detail;

    public Reading(long count, Part detail) {
        this.count = count;
        this.detail = detail;
    }

    public long count() {
        return count;
    }

    public Part detail() {
        return detail;
    }
}
