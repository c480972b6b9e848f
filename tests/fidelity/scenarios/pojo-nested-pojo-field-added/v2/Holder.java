package fidelity;

/** A POJO whose field reading is itself a POJO. */
public class Holder {
    public long id;
    public Reading reading;

    public Holder() {}

    public Holder(long id, Reading reading) {
        this.id = id;
        this.reading = reading;
    }

    @Override
    public String toString() {
        return "Holder{id=" + id + ", reading=" + reading + "}";
    }
}
