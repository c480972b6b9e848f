package fidelity;

/** The POJO kept as MapState value (v2: a field unit added). */
public class Reading {
    public long id;
    public long count;
    public String unit;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading{id=" + id + ", count=" + count + ", unit=" + unit + "}";
    }
}
