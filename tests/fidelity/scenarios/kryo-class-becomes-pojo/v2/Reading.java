package fidelity;

/** A Flink POJO (public no-arg constructor, public fields): Flink serializes it with its PojoSerializer. */
public class Reading {
    public long count;
    public String label;

    public Reading() {}

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
