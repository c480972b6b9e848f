package fidelity;

/** The POJO kept in operator state (v2: a field unit added). */
public class Reading {
    public long id;
    public long count;
    public String unit;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }
}
