package fidelity;

/** A POJO with an enum field. */
public class Reading {
    public long id;
    public Color color;

    public Reading() {}

    public Reading(long id, Color color) {
        this.id = id;
        this.color = color;
    }

    @Override
    public String toString() {
        return "Reading{id=" + id + ", color=" + color + "}";
    }
}
