package fidelity;

/** The nested POJO (v2: a field unit added). */
public class Reading {
    public long count;
    public String unit;

    public Reading() {}

    public Reading(long count) {
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading{count=" + count + ", unit=" + unit + "}";
    }
}
