package fidelity;

/** The state type, a Flink POJO with a field of a type Flink serializes with Kryo (Reading). */
public class Holder {
    public long id;
    public Reading reading;

    public Holder() {}

    @Override
    public String toString() {
        return "Holder{id=" + id + ", reading=" + reading + "}";
    }
}
