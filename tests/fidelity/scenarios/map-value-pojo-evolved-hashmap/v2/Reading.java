package fidelity;

/** v2: a field unit added. */
public class Reading {
    public long id;
    public long count;
    public String unit;

    public Reading() {}

    public Reading(long id, long count, String unit) {
        this.id = id;
        this.count = count;
        this.unit = unit;
    }
}
