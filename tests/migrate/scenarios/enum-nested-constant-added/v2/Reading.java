package fidelity;

/** v2: a POJO with an enum field. */
public class Reading {
    public long id;
    public Color color;

    public Reading() {}

    public Reading(long id, Color color) {
        this.id = id;
        this.color = color;
    }
}
